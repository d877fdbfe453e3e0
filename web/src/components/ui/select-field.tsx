import type { ComponentProps, ReactNode } from "react";
import { FieldError } from "./field-error";
import { Label } from "./label";
import { NativeSelect } from "./native-select";

type SelectFieldProps = ComponentProps<"select"> & { id: string; label: ReactNode; error?: string; hint?: ReactNode };

/** Label, native select and its error, wired together for screen readers. Options are the children. */
export function SelectField({ id, label, error, hint, children, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </NativeSelect>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
