import { AUTH_TOASTS, TWO_FACTOR_MESSAGES } from "@domain/constants/accounts";
import { afterSignInPath, safeReturnPath } from "@domain/permissions";
import type { TLogin, TMe } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { AuthLayout } from "@web/components/layouts/auth-layout";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { useSignIn } from "@web/features/accounts/api/sign-in";
import { SecondStep } from "@web/features/accounts/components/second-step";
import { SocialSignIn } from "@web/features/accounts/components/social-sign-in";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { DELAYS_MS } from "@web/lib/screen-constants";
import { toast } from "@web/lib/toast";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";

/** What went wrong when a provider sent the user back (better-auth's ?error= codes). */
const SOCIAL_ERRORS: Record<string, () => string> = {
  signup_disabled: m.accounts_socialSignupDisabled,
  TWO_FACTOR_REQUIRED: () => TWO_FACTOR_MESSAGES.socialSignInBlocked,
  default: m.accounts_socialFailed,
};

// The page shows without zod; the schema comes when the form is first used.
const resolver = lazyZodResolver<TLogin>(() => import("@domain/schemas/accounts").then((m) => m.ZLoginSchema));

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get("next"));
  const socialError = params.get("error");
  const signIn = useSignIn();
  const form = useForm<TLogin>({ resolver, defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  // The password was right and the account asks for a code (two-step sign-in).
  const [secondStep, setSecondStep] = useState(false);

  const welcome = async (me: TMe) => {
    toast.success(AUTH_TOASTS.signInSuccess.title, { description: AUTH_TOASTS.signInSuccess.description });
    await new Promise((resolve) => setTimeout(resolve, DELAYS_MS.loginRedirect));
    // A next this role cannot open (left behind by another user's sign-out) leads to the dashboard.
    navigate(afterSignInPath(next, me.profile?.role), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result.kind === "second-step") setSecondStep(true);
      else await welcome(result.me);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : AUTH_TOASTS.signInFailure.fallback;
      toast.error(AUTH_TOASTS.signInFailure.title, { description: message });
    }
  });

  if (secondStep) {
    return (
      <AuthLayout title={m.accounts_signInTitle()} description={m.accounts_signInDescription()}>
        <SecondStep
          onSignedIn={welcome}
          onStartOver={() => {
            form.resetField("password");
            setSecondStep(false);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={m.accounts_signInTitle()} description={m.accounts_signInDescription()}>
      {socialError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {(SOCIAL_ERRORS[socialError] ?? m.accounts_socialFailed)()}
        </p>
      )}
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
        <TextField
          id="email"
          label={m.accounts_email()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          id="password"
          label={m.accounts_password()}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
            {m.accounts_forgotPasswordLink()}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? m.accounts_signingIn() : m.accounts_signIn()}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" /> {m.accounts_orContinueWith()}{" "}
        <span className="h-px flex-1 bg-border" />
      </div>
      {/* The provider sends the user back before the role is known: the landing page, which
          redirects every signed-in user, applies the same rule to next then. */}
      <SocialSignIn callbackPath={next ? `/?next=${encodeURIComponent(next)}` : "/"} />
      <p className="text-center text-sm text-muted-foreground">
        {m.accounts_newToKuza()}{" "}
        <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          {m.accounts_createAnAccount()}
        </Link>
      </p>
    </AuthLayout>
  );
}
