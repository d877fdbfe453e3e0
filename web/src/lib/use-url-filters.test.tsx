import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedSearch, useUrlFilters } from "./use-url-filters";

const KEYS = ["search", "stage"] as const;

/** The business page, fetched on first visit as the app's routes are; `open()` lets its code arrive. */
function lazyProfile() {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  const route = {
    path: "/businesses/:id",
    lazy: async () => {
      await arrived;
      return { Component: () => <p>profile</p> };
    },
  };
  return { route, open };
}

/** The hooks as a page uses them, in a router that starts at `url` (with `routes` beside the list). */
function renderFilters(url: string, routes: RouteObject[] = []) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const hook = () => {
    const filters = useUrlFilters(KEYS);
    const search = useDebouncedSearch(filters.values.search, (value) =>
      filters.setFilters({ search: value }, { replace: true }),
    );
    const location = useLocation();
    return { ...filters, search, location };
  };
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: "/businesses", element: children }, ...routes], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const rendered = renderHook(hook, { wrapper });
  return { ...rendered, router: () => router as NonNullable<typeof router> };
}

describe("useUrlFilters and useDebouncedSearch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads the filters from the URL and writes them back, dropping empty ones", () => {
    const { result } = renderFilters("/businesses?search=solar&stage=seed");
    expect(result.current.values).toEqual({ search: "solar", stage: "seed" });
    expect(result.current.search.draft).toBe("solar");
    act(() => result.current.setFilters({ stage: "" }));
    expect(result.current.location.search).toBe("?search=solar");
  });

  it("puts typing into the URL only after the pause", () => {
    const { result } = renderFilters("/businesses");
    act(() => result.current.search.setDraft("agro"));
    expect(result.current.search.draft).toBe("agro");
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.location.search).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.location.search).toBe("?search=agro");
  });

  it("Enter searches at once, trimmed", () => {
    const { result } = renderFilters("/businesses");
    act(() => result.current.search.setDraft("  medi  "));
    act(() => result.current.search.flush());
    expect(result.current.location.search).toBe("?search=medi");
  });

  it("a click on a result right after typing opens it: the pending search does not pull the page back", async () => {
    const profile = lazyProfile();
    const { result, router } = renderFilters("/businesses", [profile.route]);
    act(() => result.current.search.setDraft("agro"));
    act(() => vi.advanceTimersByTime(100));
    // The click, then the pause runs out while the business page's code is still on its way and
    // before React has re-rendered the list (on a busy phone the timer can beat that render).
    await act(async () => {
      const opened = router().navigate("/businesses/b1");
      for (let i = 0; i < 20 && router().state.navigation.state === "idle"; i++) await Promise.resolve();
      expect(router().state.navigation.state).toBe("loading");
      vi.advanceTimersByTime(300);
      profile.open();
      await opened;
    });
    expect(router().state.location.pathname).toBe("/businesses/b1");
    expect(router().state.location.search).toBe("");
    expect(router().state.navigation.state).toBe("idle");
    // And nothing fires later to bring the list back.
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router().state.location.pathname).toBe("/businesses/b1");
  });

  it("refills the box when the URL changes from outside (the top bar's search)", async () => {
    const { result, router } = renderFilters("/businesses?search=solar");
    await act(() => router().navigate("/businesses?search=pay"));
    expect(result.current.search.draft).toBe("pay");
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.location.search).toBe("?search=pay");
  });
});
