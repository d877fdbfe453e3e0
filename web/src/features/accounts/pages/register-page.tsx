import { AUTH_TOASTS, type SelfRegisterRole } from "@domain/constants/accounts";
import { INVESTOR_TYPE_LABELS, REGISTRATION_INVESTOR_TYPES } from "@domain/constants/investors";
import type { ZRegisterFormSchema } from "@domain/schemas/accounts";
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
    <AuthLayout title="Create your Kuza account" description="List your startup or discover deals across Africa.">
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
        <RoleChoice value={role} onChange={chooseRole} error={errors.role?.message} />
        {role && (
          <>
            <TextField
              id="fullName"
              label="Full name"
              autoComplete="name"
              error={errors.fullName?.message}
              {...form.register("fullName")}
            />
            <TextField
              id="email"
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <TextField
              id="phone"
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register("phone")}
            />
            {role === "investor" && (
              <div className="space-y-2">
                <Label htmlFor="investorType">Investor type</Label>
                <select
                  id="investorType"
                  className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive sm:text-sm"
                  aria-invalid={errors.investorType ? true : undefined}
                  aria-describedby={errors.investorType ? "investorType-error" : undefined}
                  defaultValue=""
                  {...form.register("investorType", { setValueAs: (v) => (v === "" ? undefined : v) })}
                >
                  <option value="" disabled>
                    Select investor type
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
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters; avoid common passwords."
              error={errors.password?.message}
              {...form.register("password")}
            />
            <TextField
              id="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register("confirmPassword")}
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Creating account…" : "Create Account"}
            </Button>
          </>
        )}
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
