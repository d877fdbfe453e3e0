import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DynamicFeed } from "./dynamic-feed";

function renderFeed(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DynamicFeed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const live = {
  id: "c1",
  href: "/businesses/b1/campaign/c1",
  company: "Live Solar Co",
  owner: "Wanjiru Kamau",
  description: "Solar kits.",
  raised: 12_000,
  percentFunded: 30,
};

describe("DynamicFeed", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows live cards linking to their page, and the samples only for a tab with none", async () => {
    renderFeed({ campaigns: [live], companies: [] });
    const link = await screen.findByRole("link", { name: "Live Solar Co" });
    expect(link).toHaveAttribute("href", "/businesses/b1/campaign/c1");
    const campaigns = screen.getByRole("tabpanel");
    expect(within(campaigns).queryByText("Example")).toBeNull();
    expect(within(campaigns).getByText("$12,000 raised")).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Company Profiles" }), { button: 0 });
    const companies = screen.getByRole("tabpanel");
    expect(within(companies).getAllByText("Example")).toHaveLength(3);
    expect(within(companies).queryByRole("link")).toBeNull();
  });

  it("falls back to the samples when the feed cannot load", async () => {
    renderFeed({}, 500);
    expect(await screen.findAllByText("Example")).toHaveLength(3);
  });
});
