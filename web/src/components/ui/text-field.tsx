import type { ComponentProps, ReactNode } from "react";
import { FieldError } from "./field-error";
import { Input } from "./input";
import { Label } from "./label";

type TextFieldProps = ComponentProps<"input"> & { id: string; label: ReactNode; error?: string; hint?: ReactNode };

/** Label, input and its error, wired together for screen readers. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
