import { Button } from "@web/components/ui/button";
import { ndaAcceptanceUrl, useProcessNda } from "@web/features/due-diligence/api/get-process-nda";
import { formatDocDateTime } from "@web/features/due-diligence/components/document-texts";
import { NDA_TEXTS as T } from "@web/features/due-diligence/components/nda-texts";
import { Download, FileSignature, ShieldCheck } from "lucide-react";

/**
 * The process's NDA as both parties see it: accepted (by whom, when, and the PDF), or required
 * before any document (the investor can read and accept it from here). Nothing when none is needed.
 */
export function NdaStatus({
  processId,
  role,
  onRead,
}: {
  processId: string;
  role: "investor" | "founder";
  onRead: () => void;
}) {
  const nda = useProcessNda(processId);
  if (!nda.data) return null;
  const { acceptance, requirement } = nda.data;
  if (acceptance) {
    return (
      <div
        role="note"
        className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
          <span className="break-words">
            {T.acceptedBy(acceptance.typedName, formatDocDateTime(acceptance.acceptedAt))}
          </span>
        </p>
        <Button asChild size="sm" variant="outline" className="shrink-0">
          <a href={ndaAcceptanceUrl(processId)} download>
            <Download aria-hidden="true" />
            {T.download}
          </a>
        </Button>
      </div>
    );
  }
  if (requirement === "none") return null;
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <FileSignature className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{T.requiredBefore}</span>
      </p>
      {role === "investor" && (
        <Button size="sm" className="shrink-0" aria-haspopup="dialog" onClick={onRead}>
          {T.readAccept}
        </Button>
      )}
    </div>
  );
}
