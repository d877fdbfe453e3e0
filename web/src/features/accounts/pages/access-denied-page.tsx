import { dashboardPathFor } from "@domain/permissions";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useSignOutFlow } from "@web/features/accounts/use-sign-out-flow";
import { DELAYS_MS } from "@web/lib/screen-constants";
import { useViewer } from "@web/lib/session";
import { ShieldX } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

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
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <CardDescription>You don't have permission to view this page.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!ready ? (
            <div className="flex justify-center">
              <Spinner label="Checking your access" />
            </div>
          ) : role ? (
            <div className="rounded-md bg-muted p-3 text-sm">
              <h2 className="text-base font-semibold">Role Mismatch</h2>
              <p className="mt-1 text-muted-foreground">
                You are signed in as <strong className="text-foreground">{role}</strong>, and this page is for another
                role.
              </p>
            </div>
          ) : (
            <div className="rounded-md bg-muted p-3 text-sm">
              <h2 className="text-base font-semibold">Authentication Issue</h2>
              <p className="mt-1 text-muted-foreground">
                Your account has no role assigned yet. You may need to sign in again.
              </p>
            </div>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button className="flex-1" onClick={() => navigate(dashboardPathFor(role))}>
              Go to Dashboard
            </Button>
            <Button variant="outline" className="flex-1" onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <Button variant="ghost" className="flex-1" onClick={signOut} disabled={isPending}>
              Sign Out
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
