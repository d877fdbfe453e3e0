import { decideAccess } from "@domain/permissions";
import { PublicLayout } from "@web/components/layouts/public-layout";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { lazyPreloaded } from "@web/lib/lazy-preloaded";
import { useViewer } from "@web/lib/session";
import { Suspense, useEffect } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import type { RouteHandle } from "./route-handle";
import { useRoleCheckDone } from "./use-role-check";

// The signed-in shell (with its menus, dialogs, search, bell and live stream) is a chunk of its
// own: visitors on public pages never download it. Preloaded while the session and the role check
// run, it then renders without a Suspense fallback and the 300 ms React holds a page after one.
const shell = lazyPreloaded(() => import("@web/app/shell/signed-in-shell").then((m) => m.SignedInShell));
const SignedInShell = shell.Component;

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
  // Only a signed-in user gets past a members' page: fetch the shell while the session loads.
  const shellLikely = access !== "public" && viewer.status !== "signed-out";
  useEffect(() => {
    if (shellLikely) void shell.preload();
  }, [shellLikely]);

  const decision = decideAccess(access, viewer);
  if (viewer.status === "loading" || (access !== "public" && !roleChecked)) return <FullPageSpinner />;
  if (decision === "sign-in") {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (decision === "denied") return <Navigate to="/access-denied" replace />;
  if (viewer.status === "signed-in" && viewer.role && viewer.me)
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignedInShell me={viewer.me} role={viewer.role} />
      </Suspense>
    );
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
