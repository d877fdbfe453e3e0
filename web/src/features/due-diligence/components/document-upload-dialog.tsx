import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { Progress } from "@web/components/ui/progress";
import { useUploadDocument } from "@web/features/due-diligence/api/upload-document";
import { documentFileProblem } from "@web/features/due-diligence/api/upload-document-file";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { DOCUMENT_ACCEPT } from "@web/features/due-diligence/document-files";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Upload } from "lucide-react";
import { useId, useState } from "react";

/** Upload Document (founder): pick a file, watch it go up, and it is shared with the investor. Loaded when Upload is pressed. */
export function DocumentUploadDialog({ doc, onClose }: { doc: TDocument; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadDocument();
  const inputId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(M.noFileTitle, { description: M.noFileText });
      setProblem(M.noFileText);
      return;
    }
    const local = documentFileProblem(file);
    if (local) return setProblem(local);
    setPercent(0);
    try {
      await upload.mutateAsync({ documentId: doc.id, file, onProgress: setPercent });
      toast.success(M.uploaded, { description: M.uploadedText });
      onClose();
    } catch (error) {
      const message = errorMessageOf(error, M.failedUploading);
      setProblem(message);
      toast.error(M.errorUploading, { description: message });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !upload.isPending) onClose();
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{M.uploadTitle}</DialogTitle>
            <DialogDescription>{T.uploadDescription(doc.name)}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={inputId}>{T.chooseFile}</Label>
            <input
              id={inputId}
              type="file"
              accept={DOCUMENT_ACCEPT}
              aria-describedby={`${inputId}-hint`}
              aria-invalid={problem ? true : undefined}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
            <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
              {M.sizeLabel}
            </p>
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
          {percent !== null && (
            <div className="space-y-1">
              <Progress value={percent} label={T.uploadProgress} />
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {T.uploading(percent)}
              </p>
            </div>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={upload.isPending}>
                {T.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={upload.isPending}>
              <Upload aria-hidden="true" />
              {T.upload}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
