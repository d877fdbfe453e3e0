import type { Role } from "@domain/constants/accounts";
import type { ApiErrorCode } from "@domain/errors";
import type { TMe } from "@domain/schemas/accounts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { meQueryKey } from "@web/lib/session";
import { ThemeProvider } from "@web/lib/theme-provider";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { Toaster, toast } from "sonner";
import { vi } from "vitest";
import "./jsdom-search-element";

// Renders one page as the app would: its own QueryClient, the theme, a memory router at a URL, sonner's
// toaster (so a test reads a toast as the user does) and a fetch that answers only the requests a
// test names. Any other request fails the test through console.error (see setup.ts): a page
// calling an API the test did not expect is a finding, not a hang.

/** A request as a handler sees it: the parsed URL and the JSON body, if any. */
type ApiRequest = { url: URL; body: unknown };
type Handler = (request: ApiRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The API's error answer: `{ error: { code, message, fields? } }`, with a code of the closed set. */
export const apiError = (status: number, code: ApiErrorCode, message: string, fields?: Record<string, string[]>) =>
  json({ error: { code, message, fields } }, status);

/** An answer the test gives later: `answer(response)` resolves it, so the loading state can be read first. */
export function deferred() {
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { response, answer };
}

/**
 * Stubs fetch with handlers keyed "METHOD /path" (the path without its query). Returns the mock
 * and `calls(key)`: the requests that reached one handler, in order.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const seen: Array<{ key: string; request: ApiRequest }> = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://kuza.test");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const handler = handlers[key];
    if (!handler) {
      console.error(`unexpected request ${key}`);
      return apiError(500, "INTERNAL", `unexpected request ${key}`);
    }
    const request = { url, body };
    seen.push({ key, request });
    return handler(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (key: string) => seen.filter((s) => s.key === key).map((s) => s.request);
  return { fetchMock, calls };
}

/** The session answer of a signed-in user of `role` (null: an account with no role yet). */
export function meAs(role: Role | null, id = `${role ?? "nobody"}-1`): TMe {
  const email = `${role ?? "nobody"}@kuza.test`;
  return {
    user: { id, email, name: `${role ?? "nobody"} user` },
    profile: role
      ? { id, email, role, fullName: `${role} user`, phone: null, investorType: null, lastLoginAt: null }
      : null,
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * `element` at `path`, opened at `url`. `me` seeds the session (undefined: nobody asked, null:
 * signed out). Every other path shows the location, so a test sees where the page sent the user.
 */
export function renderPage(element: ReactElement, options: { path: string; url?: string; me?: TMe | null }) {
  toast.dismiss(); // toasts of an earlier test in the file would replay into this toaster
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (options.me !== undefined) client.setQueryData(meQueryKey, options.me);
  const router = createMemoryRouter(
    [
      { path: options.path, element },
      { path: "*", element: <Location /> },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  /** The URL the page is at now, path and query. */
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, client, router, where };
}
