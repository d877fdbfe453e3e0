import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PLACEHOLDER_ATTRIBUTE } from "@web/app/placeholder";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { LandingPage } from "@web/features/landing/pages/landing-page";
import { ThemeProvider } from "@web/lib/theme-provider";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * The landing page as a visitor first sees it (signed out, the feed still loading), rendered at
 * build time into dist/web/landing.html (vite.config.ts), so `/` paints before any script runs.
 * main.tsx replaces it with the live page once the page's code is in.
 */
export function renderLanding(): string {
  // Nothing is fetched while rendering to a string: every query stays pending, as on first paint.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryRouter initialEntries={["/"]}>
          <LandingPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  // Until the app's code has run a button does nothing (links work: they are plain links), so the
  // pre-rendered ones are disabled rather than losing a press; the live page replaces them.
  return markup.replaceAll("<button ", "<button disabled ");
}

/**
 * What every other page first shows (the guard's spinner while the session and the page's code
 * load), rendered at build time into dist/web/index.html: it paints with the HTML and the CSS,
 * where the app's code used to draw it once the entry had downloaded and run.
 */
export function renderPlaceholder(): string {
  return `<div ${PLACEHOLDER_ATTRIBUTE}>${renderToStaticMarkup(<FullPageSpinner />)}</div>`;
}
