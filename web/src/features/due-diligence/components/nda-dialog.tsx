import { ndaAcceptFormSchema, type TNdaAcceptInput, type TProcessNda } from "@domain/due-diligence/nda/nda-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { InlineError } from "@web/components/inline-error";
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
import { Skeleton } from "@web/components/ui/skeleton";
import { TextField } from "@web/components/ui/text-field";
import { useAcceptNda } from "@web/features/due-diligence/api/accept-nda";
import { ndaFileUrl, useProcessNda } from "@web/features/due-diligence/api/get-process-nda";
import { formatFileSize } from "@web/features/due-diligence/components/document-texts";
import { NDA_TEXTS as T } from "@web/features/due-diligence/components/nda-texts";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { FileText } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";

function NdaBody({ processId, nda }: { processId: string; nda: TProcessNda }) {
  if (nda.standard) {
    const { text } = nda.standard;
    return (
      // The whole text in the dialog, which scrolls as one (its fields keep it reachable by keyboard).
      <section aria-label={text.title} className="space-y-3 rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed">
        <h3 className="text-base font-semibold">{text.title}</h3>
        {text.preamble.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {text.sections.map(([heading, body]) => (
          <div key={heading} className="space-y-1">
            <h4 className="font-medium">{heading}</h4>
            <p>{body}</p>
          </div>
        ))}
      </section>
    );
  }
  if (!nda.file) return null;
  return (
    <Button asChild variant="outline" className="w-full justify-start">
      <a href={ndaFileUrl(processId)} download>
        <FileText aria-hidden="true" />
        {T.readPdf(formatFileSize(nda.file.fileSize))}
      </a>
    </Button>
  );
}

function AcceptForm({ processId, nda, onAccepted }: { processId: string; nda: TProcessNda; onAccepted: () => void }) {
  const accept = useAcceptNda(processId);
  const resolver = useMemo(() => zodResolver(ndaAcceptFormSchema(nda.investorName)), [nda.investorName]);
  const ndaId = nda.standard?.version ?? nda.file?.sha256 ?? "";
  const form = useForm<TNdaAcceptInput>({ resolver, defaultValues: { fullName: "", ndaId } });
  const submit = form.handleSubmit(async (input) => {
    try {
      await accept.mutateAsync({ ...input, ndaId });
      toast.success(T.accepted);
      onAccepted();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ["fullName"])) {
        toast.error(T.acceptFailed, { description: errorMessageOf(error) });
      }
    }
  });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        id="nda-full-name"
        label={T.fullName}
        autoComplete="name"
        hint={T.fullNameHint}
        error={form.formState.errors.fullName?.message}
        {...form.register("fullName")}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {T.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={accept.isPending}>
          {T.accept}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The business's NDA for the investor to read (the standard text, or the founder's PDF) and accept
 * with their full name. Loaded when it is needed; `onAccepted` carries on (opens the document).
 */
export function NdaDialog({
  processId,
  onAccepted,
  onClose,
}: {
  processId: string;
  onAccepted: () => void;
  onClose: () => void;
}) {
  const nda = useProcessNda(processId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          {nda.data && <DialogDescription>{T.dialogDescription(nda.data.businessName)}</DialogDescription>}
        </DialogHeader>
        {nda.isPending && (
          <div className="space-y-2" role="status" aria-busy="true" aria-label={T.loading}>
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {nda.isError && <InlineError message={T.loadFailed} onRetry={() => nda.refetch()} />}
        {nda.data && (
          <div className="space-y-4">
            <NdaBody processId={processId} nda={nda.data} />
            <AcceptForm processId={processId} nda={nda.data} onAccepted={onAccepted} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
