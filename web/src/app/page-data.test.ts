import { QueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@web/lib/query-client";
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchLoader, providePageDataClient, resetPageData } from "./page-data";

/** The app's client with the session's answer in: someone signed in (a user object), or a visitor (null). */
function clientWithSession(me: unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, me);
  return queryClient;
}
const SIGNED_IN = { user: { id: "u1" }, profile: { role: "investor" } };
const INVESTORS = ["investor"] as const;

const args = (url: string, params: Record<string, string> = {}) =>
  ({ params, request: new Request(url), context: undefined }) as unknown as LoaderFunctionArgs;

describe("prefetchLoader", () => {
  afterEach(() => resetPageData());

  it("starts the first page's queries with its params and address, and returns at once", async () => {
    const queryClient = clientWithSession(SIGNED_IN);
    providePageDataClient(queryClient);
    const prefetch = vi.fn();
    const loader = prefetchLoader(prefetch, INVESTORS);
    expect(await loader(args("http://kuza.test/matchmaking?sector=agtech", { id: "7" }))).toBeNull();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [client, params, url, role] = prefetch.mock.calls[0] as [QueryClient, Record<string, string>, URL, string];
    expect(client).toBe(queryClient);
    expect(params).toEqual({ id: "7" });
    expect(url.searchParams.get("sector")).toBe("agtech");
    expect(role).toBe("investor");
  });

  it("leaves later pages to their own hooks (their filters live in state)", async () => {
    providePageDataClient(clientWithSession(SIGNED_IN));
    const first = vi.fn();
    const later = vi.fn();
    await prefetchLoader(first, INVESTORS)(args("http://kuza.test/due-diligence"));
    await prefetchLoader(later, INVESTORS)(args("http://kuza.test/matchmaking"));
    await prefetchLoader(first, INVESTORS)(args("http://kuza.test/due-diligence"));
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(later).not.toHaveBeenCalled();
  });

  it("asks nothing for a visitor, whom a members' page sends to /login", async () => {
    providePageDataClient(clientWithSession(null));
    const prefetch = vi.fn();
    await prefetchLoader(prefetch, INVESTORS)(args("http://kuza.test/investor/dashboard"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("asks nothing for another role, whom the guard sends to /access-denied", async () => {
    providePageDataClient(clientWithSession({ user: { id: "u2" }, profile: { role: "founder" } }));
    const prefetch = vi.fn();
    await prefetchLoader(prefetch, INVESTORS)(args("http://kuza.test/investor/dashboard"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("does nothing without the app's query client (a test rendering routes alone)", async () => {
    const prefetch = vi.fn();
    expect(await prefetchLoader(prefetch, INVESTORS)(args("http://kuza.test/due-diligence"))).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
