import { AUTH_TOASTS } from "@domain/constants/accounts";
import type { TForgotPassword } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { AuthLayout } from "@web/components/layouts/auth-layout";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { useRequestPasswordReset } from "@web/features/accounts/api/request-password-reset";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { toast } from "@web/lib/toast";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";

// The page shows without zod; the schema comes when the form is first used.
const resolver = lazyZodResolver<TForgotPassword>(() =>
  import("@domain/schemas/accounts").then((m) => m.ZForgotPasswordSchema),
);

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<TForgotPassword>({ resolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      toast.success(AUTH_TOASTS.resetSuccess.title, { description: AUTH_TOASTS.resetSuccess.description });
    } catch (error) {
      toast.error(AUTH_TOASTS.resetFailure.title, { description: error instanceof Error ? error.message : undefined });
    }
  });

  if (request.isSuccess) {
    return (
      <AuthLayout title={m.accounts_checkEmailTitle()} description={m.accounts_checkEmailDescription()}>
        <div className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="size-12 text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">{m.accounts_resetLinkOnce()}</p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">{m.accounts_backToSignIn()}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={m.accounts_forgotTitle()} description={m.accounts_forgotDescription()}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
        <TextField
          id="email"
          label={m.accounts_email()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? m.accounts_sending() : m.accounts_sendResetLink()}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          {m.accounts_backToSignIn()}
        </Link>
      </p>
    </AuthLayout>
  );
}
