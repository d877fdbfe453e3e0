import { type Access, decideAccess } from "@domain/permissions";
import type { QueryClient } from "@tanstack/react-query";
import type { PagePrefetch } from "@web/lib/page-prefetch";
import { meQueryOptions } from "@web/lib/session";
import type { LoaderFunction } from "react-router";

// A page's first data request used to wait for the page to render: the session's answer, the
// guard, the signed-in shell, then the page's first render, and only then its fetch (on a slow
// phone about a second after the code arrived). A page module may export a PagePrefetch
// (lib/page-prefetch.ts) as `prefetch`; the router calls it as soon as the page's code is in (a
// route `loader`, which runs beside the session request), and the page's own useQuery finds the
// request under way or done.

let client: QueryClient | null = null;
/** Only the page the app opens on: later pages' code is usually there already, and their filters live in state. */
let firstPageDone = false;

/** The app's query client, given by main.tsx before the first route's code arrives. */
export function providePageDataClient(queryClient: QueryClient) {
  client = queryClient;
}

/**
 * A route loader that starts the page's queries once the session says someone is signed in (the
 * request main.tsx started beside the page's code), and returns at once: it never holds the page
 * up. It acts for the first page the app opens only (see firstPageDone).
 */
export function prefetchLoader(prefetch: PagePrefetch, access: Access): LoaderFunction {
  return ({ params, request }) => {
    const queryClient = client;
    if (queryClient && !firstPageDone) {
      const url = new URL(request.url);
      // The session request main.tsx started: a visitor's members' page goes to /login and another
      // role's to /access-denied, so their data would only be refused (a 401 or 403 in the
      // console); what the guard allows is asked for now.
      void queryClient.ensureQueryData(meQueryOptions).then(
        (me) => {
          // Only what the guard will show: another role's page is refused (a 403 in the console).
          const viewer = me ? { status: "signed-in" as const, role: me.profile?.role ?? null } : null;
          if (viewer && decideAccess(access, viewer) === "allow") prefetch(queryClient, params, url, viewer.role);
        },
        () => undefined,
      );
    }
    firstPageDone = true;
    return null;
  };
}

/** For tests: back to a fresh page load. */
export function resetPageData() {
  client = null;
  firstPageDone = false;
}
