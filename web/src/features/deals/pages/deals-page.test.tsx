import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import "@web/testing/jsdom-search-element";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DealsPage } from "./deals-page";

// /deals in both languages: the count says "active campaigns" in each, with its plural, and a
// card's minimum ticket is money written the reader's way.

const deal = (id: string, title: string) =>
  ({
    id,
    businessId: `b-${id}`,
    title,
    summary: "A seed round.",
    fundingGoal: 40_000,
    equityOffered: 10,
    minInvestment: 1_500,
    maxInvestment: 10_000,
    instrument: "safe",
    status: "active",
    endsAt: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString(),
    bannerImageUrl: null,
    pitch: null,
    problem: null,
    solution: null,
    market: null,
    businessModel: null,
    raised: 0,
    percentFunded: 0,
    investmentCount: 0,
    investorCount: 0,
    createdAt: "2025-06-01T00:00:00Z",
    updatedAt: "2025-06-01T00:00:00Z",
    business: {
      id: `b-${id}`,
      userId: "founder-1",
      businessName: `Business ${id}`,
      businessType: "fintech",
      description: null,
      incorporationCountry: "Senegal",
      stage: "seed",
      logoUrl: null,
      team: [],
      documents: [],
      ownerName: "Awa",
      verified: false,
    },
  }) as TCampaignWithBusiness;

function serve(items: TCampaignWithBusiness[], count = { total: items.length, totalCapped: false }) {
  const nextOffset = count.totalCapped ? items.length : null;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify({ items, ...count, nextOffset, sectors: ["fintech"] }), { status: 200 }),
    ),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/deals", element: <DealsPage /> }], { initialEntries: ["/deals"] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => serve([deal("c1", "Mobile money for farmers"), deal("c2", "Cold chain")]));
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale("en", { reload: false });
});

describe("DealsPage", () => {
  it("in English, as the spec words it", async () => {
    renderPage();
    const card = await screen.findByRole("article", { name: "Mobile money for farmers" });
    expect(screen.getByRole("heading", { level: 1, name: "Deals" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 active campaigns");
    expect(within(card).getByText("Min. investment").nextSibling).toHaveTextContent("$1,500");
  });

  it("in French, with the French plural and money", async () => {
    setLocale("fr", { reload: false });
    renderPage();
    const card = await screen.findByRole("article", { name: "Mobile money for farmers" });
    expect(screen.getByText("Les campagnes actives qui lèvent des fonds sur Kuza en ce moment.")).toBeInTheDocument();
    expect(document.querySelector("search")).toHaveAttribute("aria-label", "Trouver des deals");
    expect(screen.getByLabelText("Rechercher des deals")).toHaveAttribute(
      "placeholder",
      "Titre, entreprise ou résumé…",
    );
    expect(screen.getByRole("status")).toHaveTextContent("2 campagnes actives");
    expect(within(card).getByText("Ticket minimum").nextSibling?.textContent).toBe("1\u202f500\u00a0$US");
    expect(within(card).getByRole("progressbar", { name: "Levée de fonds de Mobile money for farmers" })).toBeVisible();
  });

  it("in French, one campaign is singular", async () => {
    serve([deal("c1", "Cold chain")]);
    setLocale("fr", { reload: false });
    renderPage();
    await screen.findByRole("article", { name: "Cold chain" });
    expect(screen.getByRole("status")).toHaveTextContent("1 campagne active");
  });

  it("writes a capped count with a plus, in each language (decision 034)", async () => {
    serve([deal("c1", "Cold chain")], { total: 1_000, totalCapped: true });
    renderPage();
    await screen.findByRole("article", { name: "Cold chain" });
    expect(screen.getByRole("status")).toHaveTextContent("1,000+ active campaigns");
    expect(screen.getByText("Showing 1 of 1,000+")).toBeInTheDocument();
  });

  it("in French, a capped count too", async () => {
    serve([deal("c1", "Cold chain")], { total: 1_000, totalCapped: true });
    setLocale("fr", { reload: false });
    renderPage();
    await screen.findByRole("article", { name: "Cold chain" });
    // (toHaveTextContent would fold the narrow no-break space French groups digits with.)
    expect(screen.getByRole("status").textContent).toContain("1\u202f000+ campagnes actives");
    expect(screen.getByText(/^1 affichés sur 1.000\+$/).textContent).toBe("1 affichés sur 1\u202f000+");
  });
});
