import { dashboardPathFor } from "@domain/permissions";
import { m } from "@i18n/messages";
import { AuthLayout } from "@web/components/layouts/auth-layout";
import { Button } from "@web/components/ui/button";
import { DELAYS_MS } from "@web/lib/screen-constants";
import { useMe } from "@web/lib/session";
import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

export function RegistrationSuccessPage() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const role = me?.profile?.role;

  useEffect(() => {
    if (!role) return;
    const timer = setTimeout(
      () => navigate(dashboardPathFor(role), { replace: true }),
      DELAYS_MS.registrationSuccessRedirect,
    );
    return () => clearTimeout(timer);
  }, [role, navigate]);

  return (
    <AuthLayout title={m.accounts_registrationSuccessTitle()} description={m.accounts_registrationSuccessDescription()}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck className="size-12 text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">{role ? m.accounts_takingYouToDashboard() : m.accounts_canNowSignIn()}</p>
        <Button asChild className="w-full">
          <Link to="/login">{m.accounts_goToSignIn()}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
