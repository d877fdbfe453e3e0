import {
  NDA_MAX_BYTES,
  NDA_MESSAGES,
  NDA_REQUIREMENT_LABELS,
  NDA_REQUIREMENTS,
  type NdaRequirement,
} from "@domain/due-diligence/nda/nda-constants";
import { InlineError } from "@web/components/inline-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { useNdaSetting, useSetNdaRequirement, useUploadNda } from "@web/features/due-diligence/api/nda-setting";
import { formatFileSize } from "@web/features/due-diligence/components/document-texts";
import { NDA_TEXTS as T } from "@web/features/due-diligence/components/nda-texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { FileSignature, Upload } from "lucide-react";
import { useId, useState } from "react";

/** The file input takes PDFs only (the server checks the bytes). */
const PDF_ACCEPT = [".pdf"].join(",");

/** What the browser can tell before sending: a .pdf of 10 MB at most (the server reads its bytes). */
function pdfProblem(file: File): string | null {
  if (!/\.pdf$/i.test(file.name)) return NDA_MESSAGES.badType;
  if (file.size === 0) return NDA_MESSAGES.noFile;
  if (file.size > NDA_MAX_BYTES) return NDA_MESSAGES.tooLarge;
  return null;
}

/**
 * The founder's NDA requirement on the Document Library page: none, Kuza's standard mutual NDA,
 * or their own PDF (chosen, then uploaded). Investors accept it before their first document.
 */
export function NdaSettingCard({ businessId }: { businessId: string }) {
  const setting = useNdaSetting(businessId);
  const save = useSetNdaRequirement(businessId);
  const upload = useUploadNda(businessId);
  // "custom" is picked first and saved only once its PDF is uploaded.
  const [picked, setPicked] = useState<NdaRequirement | null>(null);
  const name = useId();
  const inputId = useId();
  const current = setting.data?.nda;
  const shown = picked ?? current?.requirement ?? "none";
  const busy = save.isPending || upload.isPending;

  const choose = async (requirement: NdaRequirement) => {
    // Shown at once; saved unless it is "custom", which waits for its PDF.
    setPicked(requirement);
    if (requirement === "custom") return;
    try {
      await save.mutateAsync({ requirement });
      toast.success(T.saved);
    } catch (error) {
      toast.error(T.saveFailed, { description: errorMessageOf(error) });
    } finally {
      setPicked(null);
    }
  };

  const send = async (file: File | undefined) => {
    if (!file) return;
    const problem = pdfProblem(file);
    if (problem) return toast.error(T.saveFailed, { description: problem });
    try {
      await upload.mutateAsync(file);
      setPicked(null);
      toast.success(T.saved);
    } catch (error) {
      toast.error(T.saveFailed, { description: errorMessageOf(error) });
    }
  };

  return (
    <section aria-labelledby="nda-setting" className="space-y-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex gap-2">
        <FileSignature className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <h2 id="nda-setting" className="text-lg font-semibold">
            {T.title}
          </h2>
          <p className="text-sm text-muted-foreground">{T.settingDescription}</p>
        </div>
      </div>
      {setting.isPending && <Skeleton className="h-24 w-full" />}
      {setting.isError && <InlineError message={T.loadFailed} onRetry={() => setting.refetch()} />}
      {current && (
        <fieldset className="space-y-2" disabled={busy}>
          <legend className="mb-1 text-sm font-medium">{T.requirementLegend}</legend>
          {NDA_REQUIREMENTS.map((requirement) => (
            <label key={requirement} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                value={requirement}
                checked={shown === requirement}
                onChange={() => void choose(requirement)}
                className="size-4 accent-primary"
              />
              {NDA_REQUIREMENT_LABELS[requirement]}
            </label>
          ))}
          {shown === "custom" && (
            <div className="space-y-2 pl-6">
              {current.file && current.requirement === "custom" && (
                <p className="text-xs break-all text-muted-foreground">
                  {T.currentFile(current.file.fileName, formatFileSize(current.file.fileSize))}
                  <span className="block font-mono">{T.sha256(current.file.sha256)}</span>
                </p>
              )}
              <label
                htmlFor={inputId}
                className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded-md border px-3 py-1 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
              >
                <Upload className="size-4" aria-hidden="true" />
                {current.file && current.requirement === "custom" ? T.replacePdf : T.choosePdf}
                <input
                  id={inputId}
                  type="file"
                  accept={PDF_ACCEPT}
                  className="sr-only"
                  onChange={(event) => {
                    void send(event.target.files?.[0]);
                    event.target.value = "";
                  }}
                />
              </label>
              {!current.file && <p className="text-xs text-muted-foreground">{NDA_MESSAGES.useUpload}</p>}
            </div>
          )}
        </fieldset>
      )}
    </section>
  );
}
