import { acceptsDocumentRequests } from "@domain/due-diligence/documents";
import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useDocuments } from "@web/features/due-diligence/api/get-documents";
import { useOpenDocument } from "@web/features/due-diligence/api/open-document";
import { DocumentAccessButton } from "@web/features/due-diligence/components/document-access-button";
import { DocumentRow } from "@web/features/due-diligence/components/document-row";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { NdaStatus } from "@web/features/due-diligence/components/nda-status";
import { DOCUMENT_LIBRARY_PATH, WRAPPING_BUTTON } from "@web/features/due-diligence/layout";
import { toast } from "@web/lib/toast";
import { FilePlus2, Library, ShieldOff } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";

const NdaDialog = lazy(() =>
  import("@web/features/due-diligence/components/nda-dialog").then((m) => ({ default: m.NdaDialog })),
);

const DocumentRequestDialog = lazy(() =>
  import("@web/features/due-diligence/components/document-request-dialog").then((m) => ({
    default: m.DocumentRequestDialog,
  })),
);

type ProcessLike = Pick<TProcess, "id" | "status" | "viewerRole" | "counterpartSuspended" | "investorName">;

/**
 * The process's document room in its detail panel. Founders see the Document Requests with
 * Upload and answer-from-library; investors request documents and open the shared ones. While
 * the other party is suspended the room is read-only (the server refuses every action).
 */
export function DocumentsSection({ process }: { process: ProcessLike }) {
  const room = useDocuments(process.id);
  const role = process.viewerRole;
  const frozen = process.counterpartSuspended;
  const headingId = `documents-${process.id}`;
  const [requesting, setRequesting] = useState(false);
  const requestButton = useRef<HTMLButtonElement>(null);
  // The NDA dialog, and the document to open once it is accepted (none when opened from the notice).
  const [nda, setNda] = useState<{ documentId: string | null } | null>(null);
  const open = useOpenDocument();
  const openAfterNda = async (documentId: string | null) => {
    setNda(null);
    if (!documentId) return;
    try {
      await open.mutateAsync({ documentId });
      toast.success(M.opened);
    } catch {
      toast.error(M.errorOpening, { description: M.failedOpening });
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {role === "founder" ? T.documentRequests : T.documents}
        </h3>
        {role === "founder" && (
          <Link
            to={DOCUMENT_LIBRARY_PATH}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <Library className="size-4" aria-hidden="true" />
            {T.libraryLink}
          </Link>
        )}
      </div>
      <NdaStatus processId={process.id} role={role} onRead={() => setNda({ documentId: null })} />
      <Suspense fallback={null}>
        {nda && (
          <NdaDialog
            processId={process.id}
            onAccepted={() => openAfterNda(nda.documentId)}
            onClose={() => setNda(null)}
          />
        )}
      </Suspense>
      {room.isPending && (
        <div className="space-y-2" role="status" aria-busy="true" aria-label={T.loading}>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {room.isError && <InlineError message={M.errorLoading} onRetry={() => room.refetch()} />}
      {room.data && (
        <>
          {room.data.documentsRevoked && (
            <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
              <ShieldOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {role === "founder" ? T.allRevokedNote : T.allRevokedInvestor}
            </p>
          )}
          {room.data.documents.length === 0 ? (
            <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{M.empty}</p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {room.data.documents.map((doc) => (
                <DocumentRow
                  key={doc.id}
                  doc={doc}
                  role={role}
                  frozen={frozen}
                  library={room.data.library.filter((item) => item.category === doc.category)}
                  investorName={process.investorName}
                  allRevoked={room.data.documentsRevoked}
                  onNdaRequired={(documentId) => setNda({ documentId })}
                />
              ))}
            </ul>
          )}
          {role === "founder" && room.data.documents.some((doc) => doc.status !== "pending") && (
            <DocumentAccessButton
              target={{ processId: process.id }}
              revoked={room.data.documentsRevoked}
              label={room.data.documentsRevoked ? T.restoreAll : T.revokeAll}
              confirmTitle={T.revokeAllTitle}
              confirmText={T.revokeAllText(process.investorName)}
            />
          )}
          {role === "investor" && !frozen && acceptsDocumentRequests(process.status) && (
            <>
              <Button
                ref={requestButton}
                variant="outline"
                className={`w-full justify-start text-left sm:w-auto ${WRAPPING_BUTTON}`}
                aria-haspopup="dialog"
                onClick={() => setRequesting(true)}
              >
                <FilePlus2 aria-hidden="true" />
                {T.requestButton}
              </Button>
              <Suspense fallback={null}>
                {requesting && (
                  <DocumentRequestDialog
                    processId={process.id}
                    room={room.data}
                    onClose={() => {
                      setRequesting(false);
                      requestButton.current?.focus();
                    }}
                  />
                )}
              </Suspense>
            </>
          )}
        </>
      )}
    </section>
  );
}
