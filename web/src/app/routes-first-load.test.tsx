import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { meQueryKey } from "@web/lib/session";
import { mockApi } from "@web/testing/render-page";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "./routes";

// The first page load: index.html shows a spinner, and main.tsx renders the router at once, before
// the first page's code is in. What the router renders meanwhile is what a reader sees.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the first page load", () => {
  it("keeps the loading spinner on screen while the page's code loads, then shows the page", async () => {
    mockApi({});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meQueryKey, null);
    const router = createMemoryRouter(routes, { initialEntries: ["/no-such-page"] });
    const warn = vi.spyOn(console, "warn");
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(router.state.initialized).toBe(false);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");

    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining("HydrateFallback"));
  });
});
