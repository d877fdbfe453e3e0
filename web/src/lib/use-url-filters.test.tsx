import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedSearch, useUrlFilters } from "./use-url-filters";

const KEYS = ["search", "stage"] as const;

/** The hooks as a page uses them, in a router that starts at `url`. */
function renderFilters(url: string) {
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
    router ??= createMemoryRouter([{ path: "/businesses", element: children }], { initialEntries: [url] });
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

  it("refills the box when the URL changes from outside (the top bar's search)", async () => {
    const { result, router } = renderFilters("/businesses?search=solar");
    await act(() => router().navigate("/businesses?search=pay"));
    expect(result.current.search.draft).toBe("pay");
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.location.search).toBe("?search=pay");
  });
});
