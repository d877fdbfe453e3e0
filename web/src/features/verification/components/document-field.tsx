import { FieldError } from "@web/components/ui/field-error";
import { Label } from "@web/components/ui/label";
import { VERIFICATION_ACCEPT } from "@web/features/verification/file-problem";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";

/** The private document of a verification request: pick one file; its type is read again on the server. */
export function DocumentField({
  id,
  label,
  hint,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={VERIFICATION_ACCEPT}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {!error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint ? `${hint} ${T.fileHint}` : T.fileHint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
