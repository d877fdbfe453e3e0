import type { TLibraryRecipient } from "@domain/due-diligence/analytics-schemas";
import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TLibrary, TLibraryDocument } from "@domain/due-diligence/documents-schemas";
import { STATUS_LABELS } from "@domain/due-diligence/stages";
import { formatDate } from "@domain/format";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { useOpenDocument } from "@web/features/due-diligence/api/open-document";
import { useRemoveLibraryDocument } from "@web/features/due-diligence/api/remove-library-document";
import { useUploadLibraryDocument } from "@web/features/due-diligence/api/upload-library-document";
import { fileKind, formatFileSize, DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { LibraryRecipients } from "@web/features/due-diligence/components/library-recipients";
import { DOCUMENT_ACCEPT } from "@web/features/due-diligence/document-files";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { CheckCircle2, Circle, Eye, Trash2, Upload } from "lucide-react";
import { useId, useState } from "react";

type Item = TLibrary["catalogue"][number];

function LibraryFile({ file, recipients }: { file: TLibraryDocument; recipients?: TLibraryRecipient[] }) {
  const open = useOpenDocument();
  const remove = useRemoveLibraryDocument();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-xs">
      <span className="min-w-0 break-all text-muted-foreground">
        {[file.fileName, formatFileSize(file.fileSize), fileKind(file.fileName), formatDate(file.createdAt)].join(
          " · ",
        )}
      </span>
      <span className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label={T.openName(file.fileName)}
          disabled={open.isPending}
          onClick={() =>
            open
              .mutateAsync({ libraryDocumentId: file.id })
              .catch(() => toast.error(M.errorOpening, { description: M.failedOpening }))
          }
        >
          <Eye aria-hidden="true" />
          {T.open}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={T.removeName(file.fileName)}
          disabled={remove.isPending}
          onClick={() =>
            remove
              .mutateAsync(file.id)
              .then(() => toast.success(M.libraryRemoved))
              .catch((error: unknown) => toast.error(errorMessageOf(error)))
          }
        >
          <Trash2 aria-hidden="true" />
          {T.remove}
        </Button>
      </span>
      <LibraryRecipients recipients={recipients} />
    </li>
  );
}

/** One checklist entry of the library: its official name, files, and adding one (with progress). */
export function LibraryItem({
  item,
  files,
  recipients,
}: {
  item: Item;
  files: TLibraryDocument[];
  /** Each file's recipients by library document id; undefined while they load (or failed). */
  recipients?: ReadonlyMap<string, TLibraryRecipient[]>;
}) {
  const upload = useUploadLibraryDocument();
  const [percent, setPercent] = useState<number | null>(null);
  const inputId = useId();
  const ready = files.length > 0;

  const add = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      await upload.mutateAsync({ category: item.key, file, onProgress: setPercent });
      toast.success(M.libraryUploaded, { description: item.name });
    } catch (error) {
      toast.error(M.errorUploading, { description: errorMessageOf(error, M.failedUploading) });
    } finally {
      setPercent(null);
    }
  };

  return (
    <li className="space-y-2 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 gap-2">
          {ready ? (
            <CheckCircle2
              className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              aria-label={T.ready}
            />
          ) : (
            <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <p className="text-sm font-medium break-words">
              {item.name}
              <span className="sr-only"> ({ready ? T.ready : T.missing})</span>
            </p>
            <p className="text-xs text-muted-foreground">
              {[item.issuer && T.issuedBy(item.issuer), T.requestedFrom(STATUS_LABELS[item.unlocksAt])]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {!item.preparedAhead && <p className="text-xs text-muted-foreground">{T.negotiated}</p>}
          </div>
        </div>
        <label
          htmlFor={inputId}
          className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border px-3 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
        >
          <Upload className="size-4" aria-hidden="true" />
          {ready ? T.addAnother : T.addFile}
          <input
            id={inputId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            aria-label={T.addFor(ready, item.name)}
            disabled={upload.isPending}
            onChange={(event) => {
              void add(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
      </div>
      {percent !== null && <Progress value={percent} label={T.uploadProgressFor(item.name)} />}
      {files.length > 0 ? (
        <ul className="space-y-1 pl-6">
          {files.map((file) => (
            <LibraryFile
              key={file.id}
              file={file}
              recipients={recipients ? (recipients.get(file.id) ?? []) : undefined}
            />
          ))}
        </ul>
      ) : (
        <p className="pl-6 text-xs text-muted-foreground">{T.noFiles}</p>
      )}
    </li>
  );
}
