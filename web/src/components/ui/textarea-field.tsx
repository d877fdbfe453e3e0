import type { ComponentProps, ReactNode } from "react";
import { FieldError } from "./field-error";
import { Label } from "./label";
import { Textarea } from "./textarea";

type TextareaFieldProps = ComponentProps<"textarea"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** Label, textarea and its error, wired together for screen readers (the TextField of long text). */
export function TextareaField({ id, label, error, hint, ...textarea }: TextareaFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
