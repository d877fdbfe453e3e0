import { decideAccess } from "@domain/permissions";
import { AppShell } from "@web/app/shell/app-shell";
import { PublicLayout } from "@web/components/layouts/public-layout";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { useViewer } from "@web/lib/session";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import type { RouteHandle } from "./route-handle";
import { useRoleCheckDone } from "./use-role-check";

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.map((m) => m.handle as RouteHandle | undefined).findLast((h) => h?.access !== undefined);
}

/**
 * The layout of every page but the landing and sign-in pages: applies the route's access rule
 * (spinner while the session loads, /login with the way back when signed out, /access-denied on
 * a wrong role), then frames the page in the role's shell, or a plain header for visitors.
 */
export function GuardedLayout() {
  const handle = useCurrentHandle();
  const viewer = useViewer();
  const location = useLocation();
  const access = handle?.access ?? "public";
  const roleChecked = useRoleCheckDone(viewer.status !== "loading");

  const decision = decideAccess(access, viewer);
  if (viewer.status === "loading" || (access !== "public" && !roleChecked)) return <FullPageSpinner />;
  if (decision === "sign-in") {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (decision === "denied") return <Navigate to="/access-denied" replace />;
  if (viewer.status === "signed-in" && viewer.role && viewer.me) return <AppShell me={viewer.me} role={viewer.role} />;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
