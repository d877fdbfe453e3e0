import type { Jurisdiction } from "@domain/due-diligence/documents-constants";
import { VERIFICATION_MESSAGES as M } from "@domain/verification/constants";
import { registrationFormatOf, registrationNumberProblem } from "@domain/verification/registration-numbers";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { useSubmitBusinessVerification } from "@web/features/verification/api/submit-business-verification";
import { verificationFileProblem } from "@web/features/verification/file-problem";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";
import { ApiError } from "@web/lib/api-client";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { DocumentField } from "./document-field";

type Errors = { registrationNumber?: string; file?: string };

/**
 * The registry number, in the format of the business's country (the same rule the server applies),
 * and the certificate. `replacing`: the business is Verified and these details replace the approved
 * ones, which the founder is told before sending.
 */
export function BusinessVerificationForm({
  jurisdiction,
  replacing = false,
  onCancel,
  onSent,
}: {
  jurisdiction: Jurisdiction;
  replacing?: boolean;
  onCancel?: () => void;
  onSent?: () => void;
}) {
  const format = registrationFormatOf(jurisdiction);
  const submit = useSubmitBusinessVerification();
  const [registrationNumber, setRegistrationNumber] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      registrationNumber: registrationNumberProblem(jurisdiction, registrationNumber) ?? undefined,
      file: verificationFileProblem(file) ?? undefined,
    };
    setErrors(found);
    if (found.registrationNumber || found.file || !file) return;
    try {
      await submit.mutateAsync({ registrationNumber, file });
      toast.success(M.submitted, { description: M.submittedText });
      onSent?.();
    } catch (error) {
      if (error instanceof ApiError)
        setErrors({ registrationNumber: error.fields.registrationNumber?.[0], file: error.fields.file?.[0] });
      toast.error(T.errorTitle, { description: errorMessageOf(error) });
    }
  };

  return (
    <form onSubmit={send} noValidate className="space-y-4" aria-busy={submit.isPending}>
      {replacing && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
          <span className="font-medium">{T.changeTitle} </span>
          {T.changeWarning}
        </p>
      )}
      <TextField
        id="registrationNumber"
        label={format.label}
        placeholder={format.example}
        hint={m.verification_numberHint({ example: format.example })}
        autoComplete="off"
        value={registrationNumber}
        error={errors.registrationNumber}
        onChange={(event) => setRegistrationNumber(event.target.value)}
      />
      <DocumentField id="certificate" label={T.certificate} error={errors.file} onChange={setFile} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? T.submitting : replacing ? T.changeConfirm : T.submit}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={submit.isPending}>
            {T.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
