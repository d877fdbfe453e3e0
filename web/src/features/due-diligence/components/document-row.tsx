import { DOCUMENT_STATUS_LABELS, DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TDocument, TLibraryDocument } from "@domain/due-diligence/documents-schemas";
import { NotScannedHint } from "@web/components/not-scanned-hint";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useOpenDocument } from "@web/features/due-diligence/api/open-document";
import { useShareLibraryDocument } from "@web/features/due-diligence/api/share-library-document";
import { DocumentAccessButton } from "@web/features/due-diligence/components/document-access-button";
import { fileLine, formatDocDateTime, DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { ApiError } from "@web/lib/api-client";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Eye, FileText, Library, ShieldOff, Stamp, Upload } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const DocumentUploadDialog = lazy(() =>
  import("@web/features/due-diligence/components/document-upload-dialog").then((m) => ({
    default: m.DocumentUploadDialog,
  })),
);

const STATUS_VARIANT = { pending: "outline", shared: "secondary", viewed: "default" } as const;

/** The founder's view of a shared document: the investor's opens (count, last), and every open on demand. */
function Views({ doc }: { doc: TDocument }) {
  const opens = doc.investorOpens;
  const summary =
    opens && opens.count > 0
      ? [T.investorOpens(opens.count), opens.lastOpenedAt && T.lastOpened(formatDocDateTime(opens.lastOpenedAt))]
          .filter(Boolean)
          .join(" · ")
      : T.investorNotOpened;
  if (doc.views.length === 0) return <p className="text-xs text-muted-foreground">{summary}</p>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted-foreground">
        <Eye className="mr-1 inline size-3.5" aria-hidden="true" />
        {summary}
      </summary>
      <p className="mt-1 pl-5 text-muted-foreground">{T.allOpens}</p>
      <ul className="mt-0.5 space-y-0.5 pl-5">
        {doc.views.map((view) => (
          <li key={view.viewedAt}>
            {view.viewerName} · <time dateTime={view.viewedAt}>{formatDocDateTime(view.viewedAt)}</time>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Whether the investor's copy names them: a small label, or the hint that the file opens as it is. */
function WatermarkNote({ doc }: { doc: TDocument }) {
  if (!doc.watermarked) return <p className="text-xs text-muted-foreground">{T.notWatermarked}</p>;
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground" title={T.watermarkedHint}>
      <Stamp className="size-3.5 shrink-0" aria-hidden="true" />
      <span>{T.watermarked}</span>
      <span className="sr-only">{T.watermarkedHint}</span>
    </p>
  );
}

/** One requested document: its state and file, and the viewer's action on it. */
export function DocumentRow({
  doc,
  role,
  frozen,
  library,
  investorName,
  allRevoked,
  onNdaRequired,
}: {
  doc: TDocument;
  role: "investor" | "founder";
  /** The process is frozen (the other party is suspended): no action. */
  frozen: boolean;
  /** The founder's library documents of this category, newest first. */
  library: TLibraryDocument[];
  /** The process's investor, named in the founder's revoke confirmation. */
  investorName: string;
  /** The founder revoked access to every document: one row's own control is moot until restored. */
  allRevoked: boolean;
  /** The business requires an NDA not accepted yet: the room shows it, then opens this document. */
  onNdaRequired?: (documentId: string) => void;
}) {
  const open = useOpenDocument();
  const share = useShareLibraryDocument();
  const fromLibrary = library[0];
  const [uploading, setUploading] = useState(false);
  const uploadButton = useRef<HTMLButtonElement>(null);

  const openIt = async () => {
    try {
      await open.mutateAsync({ documentId: doc.id });
      toast.success(M.opened);
    } catch (error) {
      if (error instanceof ApiError && error.code === "NDA_REQUIRED" && onNdaRequired) return onNdaRequired(doc.id);
      toast.error(M.errorOpening, { description: errorMessageOf(error, M.failedOpening) });
    }
  };
  const shareIt = async (libraryDocumentId: string) => {
    try {
      await share.mutateAsync({ documentId: doc.id, libraryDocumentId });
      toast.success(M.uploaded, { description: M.answeredFromLibrary });
    } catch (error) {
      toast.error(M.errorUploading, { description: errorMessageOf(error, M.failedUploading) });
    }
  };

  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="break-words">{doc.name}</span>
            <Badge variant={STATUS_VARIANT[doc.status]}>{DOCUMENT_STATUS_LABELS[doc.status]}</Badge>
            {doc.accessRevoked && doc.status !== "pending" && (
              <Badge variant="muted">
                <ShieldOff className="size-3" aria-hidden="true" />
                {role === "investor" ? M.accessRevoked : T.revoked}
              </Badge>
            )}
          </p>
          {doc.status !== "pending" && <p className="text-xs break-all text-muted-foreground">{fileLine(doc)}</p>}
          {doc.status !== "pending" && <WatermarkNote doc={doc} />}
          <NotScannedHint status={doc.scanStatus} />
          {doc.viewedDate && (
            <p className="text-xs text-muted-foreground">
              {T.viewedOn} <time dateTime={doc.viewedDate}>{formatDocDateTime(doc.viewedDate)}</time>
            </p>
          )}
          {role === "founder" && doc.status !== "pending" && <Views doc={doc} />}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
        {!frozen && role === "investor" && doc.status !== "pending" && !doc.accessRevoked && (
          <Button
            size="sm"
            variant="outline"
            onClick={openIt}
            disabled={open.isPending}
            aria-label={T.openName(doc.name)}
          >
            <Eye aria-hidden="true" />
            {T.open}
          </Button>
        )}
        {role === "founder" && doc.status !== "pending" && !allRevoked && (
          <DocumentAccessButton
            target={{ documentId: doc.id }}
            revoked={doc.accessRevoked}
            label={doc.accessRevoked ? T.restore : T.revoke}
            ariaLabel={doc.accessRevoked ? T.restoreName(doc.name) : T.revokeName(doc.name)}
            confirmTitle={T.revokeTitle(doc.name)}
            confirmText={T.revokeText(investorName)}
          />
        )}
        {!frozen && role === "founder" && doc.status === "pending" && (
          <>
            {fromLibrary && (
              <Button size="sm" onClick={() => shareIt(fromLibrary.id)} disabled={share.isPending}>
                <Library aria-hidden="true" />
                {T.shareFromLibrary(fromLibrary.fileName)}
              </Button>
            )}
            <Button
              ref={uploadButton}
              size="sm"
              variant="outline"
              aria-label={T.uploadFor(doc.name)}
              aria-haspopup="dialog"
              onClick={() => setUploading(true)}
            >
              <Upload aria-hidden="true" />
              {T.upload}
            </Button>
            <Suspense fallback={null}>
              {uploading && (
                <DocumentUploadDialog
                  doc={doc}
                  onClose={() => {
                    setUploading(false);
                    uploadButton.current?.focus();
                  }}
                />
              )}
            </Suspense>
          </>
        )}
      </div>
    </li>
  );
}
