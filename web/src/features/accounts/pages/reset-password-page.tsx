import { AUTH_TOASTS, SERVER_PASSWORD_MIN_LENGTH } from "@domain/constants/accounts";
import type { TResetPasswordForm } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { AuthLayout } from "@web/components/layouts/auth-layout";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { useResetPassword } from "@web/features/accounts/api/reset-password";
import { ApiError } from "@web/lib/api-client";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { toast } from "@web/lib/toast";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";

// The page shows without zod; the schema comes when the form is first used.
const resolver = lazyZodResolver<TResetPasswordForm>(() =>
  import("@domain/schemas/accounts").then((m) => m.ZResetPasswordFormSchema),
);

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  // Set when the server refuses the token (used or expired while the form was open).
  const [tokenRefused, setTokenRefused] = useState(false);
  const reset = useResetPassword();
  const form = useForm<TResetPasswordForm>({
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || params.get("error") || tokenRefused) {
    return (
      <AuthLayout title={m.accounts_resetLinkNotValid()} description={m.accounts_invalidResetLink()}>
        <Button asChild className="w-full">
          <Link to="/forgot-password">{m.accounts_sendNewLink()}</Link>
        </Button>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      toast.success(m.accounts_passwordUpdated(), { description: m.accounts_signInWithNewPassword() });
      navigate("/login", { replace: true });
    } catch (error) {
      const invalid = error instanceof ApiError && error.code === "INVALID_TOKEN";
      if (invalid) setTokenRefused(true);
      const message = invalid ? m.accounts_invalidResetLink() : error instanceof Error ? error.message : undefined;
      if (!invalid && message) form.setError("password", { message });
      toast.error(AUTH_TOASTS.resetFailure.title, { description: message });
    }
  });

  return (
    <AuthLayout title={m.accounts_chooseNewPasswordTitle()} description={m.accounts_chooseNewPasswordDescription()}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
        <TextField
          id="password"
          label={m.accounts_newPassword()}
          type="password"
          autoComplete="new-password"
          hint={m.accounts_passwordHint({ min: SERVER_PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          id="confirmPassword"
          label={m.accounts_confirmNewPassword()}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? m.accounts_saving() : m.accounts_setNewPassword()}
        </Button>
      </form>
    </AuthLayout>
  );
}
