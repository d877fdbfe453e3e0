import {
  INVESTOR_VERIFICATION_KIND_LABELS,
  INVESTOR_VERIFICATION_KINDS,
  VERIFICATION_MESSAGES as M,
} from "@domain/verification/constants";
import type { TInvestorVerificationInput, ZInvestorVerificationInputSchema } from "@domain/verification/schemas";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { useSubmitInvestorVerification } from "@web/features/verification/api/submit-investor-verification";
import { verificationFileProblem } from "@web/features/verification/file-problem";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DocumentField } from "./document-field";

type FormResult = z.output<typeof ZInvestorVerificationInputSchema>;
const resolver = lazyZodResolver<TInvestorVerificationInput, FormResult>(() =>
  import("@domain/verification/schemas").then((mod) => mod.ZInvestorVerificationInputSchema),
);

/** The investor's identity (and their firm's), checked by the schema the route applies, and a document. */
export function InvestorVerificationForm({ fullName }: { fullName: string }) {
  const submit = useSubmitInvestorVerification();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<TInvestorVerificationInput, unknown, FormResult>({
    resolver,
    defaultValues: {
      legalName: fullName,
      kind: "individual",
      firmName: "",
      firmWebsite: "",
      firmRegistrationNumber: "",
    },
  });
  const { errors } = form.formState;
  const firm = form.watch("kind") === "firm";

  const send = form.handleSubmit(
    async (values) => {
      const problem = verificationFileProblem(file);
      setFileError(problem ?? undefined);
      if (problem || !file) return;
      try {
        await submit.mutateAsync({ ...values, file });
        toast.success(M.submitted, { description: M.submittedText });
      } catch (error) {
        applyServerFieldErrors(error, form.setError, Object.keys(form.getValues()));
        toast.error(T.errorTitle, { description: errorMessageOf(error) });
      }
    },
    () => setFileError(verificationFileProblem(file) ?? undefined),
  );

  return (
    <form onSubmit={send} onFocus={resolver.preload} noValidate className="space-y-4" aria-busy={submit.isPending}>
      <TextField
        id="legalName"
        label={T.legalName}
        autoComplete="name"
        error={errors.legalName?.message}
        {...form.register("legalName")}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{T.kind}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {INVESTOR_VERIFICATION_KINDS.map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" value={kind} className="size-4 accent-primary" {...form.register("kind")} />
              {INVESTOR_VERIFICATION_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {firm && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="firmName"
            label={T.firmName}
            autoComplete="organization"
            error={errors.firmName?.message}
            {...form.register("firmName")}
          />
          <TextField
            id="firmWebsite"
            label={T.firmWebsite}
            type="url"
            placeholder={T.firmWebsitePlaceholder}
            error={errors.firmWebsite?.message}
            {...form.register("firmWebsite")}
          />
          <TextField
            id="firmRegistrationNumber"
            label={T.firmRegistrationNumber}
            autoComplete="off"
            error={errors.firmRegistrationNumber?.message}
            {...form.register("firmRegistrationNumber")}
          />
        </div>
      )}
      <DocumentField
        id="identityDocument"
        label={T.identityDocument}
        hint={T.identityHint}
        error={fileError}
        onChange={(next) => {
          setFile(next);
          setFileError(undefined);
        }}
      />
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
