import type { TRecoveryCode, TTotpCode } from "@domain/schemas/two-factor";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { useForm } from "react-hook-form";

type CodeKind = "totp" | "recovery";
type CodeValues = TTotpCode & TRecoveryCode;

const resolvers = {
  totp: lazyZodResolver<CodeValues>(() => import("@domain/schemas/two-factor").then((m) => m.ZTotpCodeSchema)),
  recovery: lazyZodResolver<CodeValues>(() => import("@domain/schemas/two-factor").then((m) => m.ZRecoveryCodeSchema)),
};

/**
 * One code field: a code from the authenticator app or a recovery code, checked with the domain
 * schema; the server's refusal (wrong code, too many tries) shows under the field.
 */
export function CodeForm({
  kind,
  label,
  submitLabel,
  busyLabel,
  onCode,
}: {
  kind: CodeKind;
  label: string;
  submitLabel: string;
  busyLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const resolver = resolvers[kind];
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      form.setError("code", { message: errorMessageOf(error) });
    }
  });
  return (
    <form key={kind} onSubmit={submit} onFocus={resolver.preload} noValidate className="max-w-sm space-y-4">
      <TextField
        id={`${kind}-code`}
        label={label}
        autoComplete={kind === "totp" ? "one-time-code" : "off"}
        inputMode={kind === "totp" ? "numeric" : "text"}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.code?.message}
        {...form.register("code")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
