import type { Role } from "@domain/constants/accounts";
import { dashboardPathFor } from "@domain/permissions";
import { m } from "@i18n/messages";
import { richText } from "@web/components/rich-text";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useSignOutFlow } from "@web/features/accounts/use-sign-out-flow";
import { DELAYS_MS } from "@web/lib/screen-constants";
import { useViewer } from "@web/lib/session";
import { ShieldX } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

/** A role as the sentence "You are signed in as investor" names it. */
const ROLE_NAMES: Record<Role, () => string> = {
  investor: m.accounts_roleNameInvestor,
  founder: m.accounts_roleNameFounder,
  admin: m.accounts_roleNameAdmin,
};

export function AccessDeniedPage() {
  const navigate = useNavigate();
  const viewer = useViewer();
  const { signOut, isPending } = useSignOutFlow();
  // The detail shows once the profile has loaded, or after at most a second.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), DELAYS_MS.accessDeniedDetail);
    return () => clearTimeout(timer);
  }, []);
  const role = viewer.status === "signed-in" ? viewer.role : null;
  const ready = viewer.status !== "loading" || waited;

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldX className="size-12 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{m.accounts_accessDeniedTitle()}</h1>
          <CardDescription>{m.accounts_accessDeniedDescription()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!ready ? (
            <div className="flex justify-center">
              <Spinner label={m.accounts_checkingAccess()} />
            </div>
          ) : role ? (
            <div className="rounded-md bg-muted p-3 text-sm">
              <h2 className="text-base font-semibold">{m.accounts_roleMismatch()}</h2>
              <p className="mt-1 text-muted-foreground">
                {richText(m.accounts_roleMismatchText({ role: "{role}" }), {
                  role: <strong className="text-foreground">{ROLE_NAMES[role]()}</strong>,
                })}
              </p>
            </div>
          ) : (
            <div className="rounded-md bg-muted p-3 text-sm">
              <h2 className="text-base font-semibold">{m.accounts_authenticationIssue()}</h2>
              <p className="mt-1 text-muted-foreground">{m.accounts_noRoleText()}</p>
            </div>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button className="flex-1" onClick={() => navigate(dashboardPathFor(role))}>
              {m.accounts_goToDashboard()}
            </Button>
            <Button variant="outline" className="flex-1" onClick={() => navigate(-1)}>
              {m.accounts_goBack()}
            </Button>
            <Button variant="ghost" className="flex-1" onClick={signOut} disabled={isPending}>
              {m.accounts_signOut()}
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
