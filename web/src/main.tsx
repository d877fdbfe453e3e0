import { providePageDataClient } from "@web/app/page-data";
import { PLACEHOLDER_ATTRIBUTE } from "@web/app/placeholder";
import { Providers } from "@web/app/providers";
import { router } from "@web/app/router";
import { bootLocale } from "@web/lib/i18n";
import { createQueryClient } from "@web/lib/query-client";
import { meQueryOptions } from "@web/lib/session";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./styles.css";

// The page's language first (the kept choice, else the browser's languages): every text reads it.
bootLocale();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
// Nearly every page first asks who is signed in: ask now, while the page's own code downloads.
void queryClient.prefetchQuery(meQueryOptions);
// And the page's own first data, as soon as its code is in (app/page-data.ts).
providePageDataClient(queryClient);

// A transition lets React render the first page in short slices, so a slow phone stays
// responsive (one long task would block taps for the whole render).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );

// The landing page arrives pre-rendered (dist/web/landing.html). React replaces that markup on its
// first render, so it waits until the page's code has loaded: rendering earlier would swap the
// painted page for an empty one while the code downloads. Every other page arrives with the
// loading spinner only (index.html), which the first render may replace at once.
const prerenderedPage = root.hasChildNodes() && !root.firstElementChild?.hasAttribute(PLACEHOLDER_ATTRIBUTE);
if (prerenderedPage && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
