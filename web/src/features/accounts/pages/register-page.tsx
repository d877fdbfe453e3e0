import { AUTH_TOASTS, SERVER_PASSWORD_MIN_LENGTH, type SelfRegisterRole } from "@domain/constants/accounts";
import { INVESTOR_TYPE_LABELS, REGISTRATION_INVESTOR_TYPES } from "@domain/constants/investors";
import type { ZRegisterFormSchema } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { AuthLayout } from "@web/components/layouts/auth-layout";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Label } from "@web/components/ui/label";
import { TextField } from "@web/components/ui/text-field";
import { useRegister } from "@web/features/accounts/api/register";
import { RoleChoice } from "@web/features/accounts/components/role-choice";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";

type FormInput = z.input<typeof ZRegisterFormSchema>;
type FormOutput = z.output<typeof ZRegisterFormSchema>;
const FIELD_NAMES = ["role", "fullName", "email", "phone", "investorType", "password", "confirmPassword"] as const;
// The page shows without zod; the schema comes when the form is first used.
const resolver = lazyZodResolver<FormInput, FormOutput>(() =>
  import("@domain/schemas/accounts").then((m) => m.ZRegisterFormSchema),
);

export function RegisterPage() {
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { fullName: "", email: "", phone: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch("role") as SelfRegisterRole | undefined;

  const chooseRole = (next: SelfRegisterRole) => {
    form.setValue("role", next);
    if (next === "founder") {
      // The spec: choosing founder clears the investor type and the form's errors.
      form.setValue("investorType", undefined);
      form.clearErrors();
    } else {
      form.clearErrors("role");
    }
  };

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      await registerAccount.mutateAsync(values);
      toast.success(AUTH_TOASTS.signUpSuccess.title, { description: AUTH_TOASTS.signUpSuccess.description });
      navigate("/registration-success", { replace: true });
    } catch (error) {
      // A field's error is said once, under the field; the toast is for what no field explains.
      if (applyServerFieldErrors(error, form.setError, FIELD_NAMES)) return;
      toast.error(AUTH_TOASTS.signUpFailure.title, {
        description: errorMessageOf(error, AUTH_TOASTS.signUpFailure.fallback),
      });
    }
  });

  return (
    <AuthLayout title={m.accounts_registerTitle()} description={m.accounts_registerDescription()}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
        <RoleChoice value={role} onChange={chooseRole} error={errors.role?.message} />
        {role && (
          <>
            <TextField
              id="fullName"
              label={m.accounts_fullName()}
              autoComplete="name"
              error={errors.fullName?.message}
              {...form.register("fullName")}
            />
            <TextField
              id="email"
              label={m.accounts_email()}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <TextField
              id="phone"
              label={m.accounts_phoneOptional()}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register("phone")}
            />
            {role === "investor" && (
              <div className="space-y-2">
                <Label htmlFor="investorType">{m.accounts_investorType()}</Label>
                <select
                  id="investorType"
                  className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive sm:text-sm"
                  aria-invalid={errors.investorType ? true : undefined}
                  aria-describedby={errors.investorType ? "investorType-error" : undefined}
                  defaultValue=""
                  {...form.register("investorType", { setValueAs: (v) => (v === "" ? undefined : v) })}
                >
                  <option value="" disabled>
                    {m.accounts_selectInvestorType()}
                  </option>
                  {REGISTRATION_INVESTOR_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {INVESTOR_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
                <FieldError id="investorType-error" message={errors.investorType?.message} />
              </div>
            )}
            <TextField
              id="password"
              label={m.accounts_password()}
              type="password"
              autoComplete="new-password"
              hint={m.accounts_passwordHint({ min: SERVER_PASSWORD_MIN_LENGTH })}
              error={errors.password?.message}
              {...form.register("password")}
            />
            <TextField
              id="confirmPassword"
              label={m.accounts_confirmPassword()}
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register("confirmPassword")}
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? m.accounts_creatingAccount() : m.accounts_createAccount()}
            </Button>
          </>
        )}
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {m.accounts_alreadyHaveAccount()}{" "}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {m.accounts_signInLink()}
        </Link>
      </p>
    </AuthLayout>
  );
}
