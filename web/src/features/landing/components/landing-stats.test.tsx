import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANDING_TEXTS } from "../texts";
import { LandingStats } from "./landing-stats";

function renderStats(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LandingStats />
    </QueryClientProvider>,
  );
}

const feed = (businesses: number, raised: number) => ({ campaigns: [], companies: [], stats: { businesses, raised } });
const block = () => screen.getByRole("region", { name: LANDING_TEXTS.statsLabel });

describe("LandingStats", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the live figures rounded down, never the spec's fixed boast", async () => {
    renderStats(feed(11, 1_234_567));
    expect(await screen.findByText("10+")).toBeInTheDocument();
    expect(screen.getByText("$1M+")).toBeInTheDocument();
    expect(block()).toHaveTextContent("10+startups listed$1M+raised");
    expect(screen.queryByText("500+")).toBeNull();
  });

  it("with almost nothing yet, shows what there is", async () => {
    renderStats(feed(1, 0));
    expect(await screen.findByText("1")).toBeInTheDocument();
    expect(block()).toHaveTextContent("1startup listed$0raised");
  });

  it("holds the place while loading, and leaves the block out when the figures cannot load", async () => {
    renderStats({}, 500);
    expect(screen.getByRole("status")).toHaveTextContent(LANDING_TEXTS.loadingFigures);
    expect(await screen.findByText("startups listed")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole("region")).toBeNull());
  });
});
