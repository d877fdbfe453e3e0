import type { TTwoFactorPassword } from "@domain/schemas/two-factor";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { SECURITY_TEXTS as T } from "@web/features/accounts/texts";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { useForm } from "react-hook-form";

const resolver = lazyZodResolver<TTwoFactorPassword>(() =>
  import("@domain/schemas/two-factor").then((m) => m.ZTwoFactorPasswordSchema),
);

/** The current password, asked before two-step sign-in is turned on or off; a refusal shows on the field. */
export function PasswordConfirmForm({
  submitLabel,
  busyLabel,
  destructive,
  onConfirm,
}: {
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onConfirm: (values: TTwoFactorPassword) => Promise<void>;
}) {
  const form = useForm<TTwoFactorPassword>({ resolver, defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onConfirm(values);
      form.reset();
    } catch (error) {
      form.setError("password", { message: errorMessageOf(error) });
    }
  });
  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="max-w-sm space-y-4">
      <TextField
        id="two-factor-password"
        label={T.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
