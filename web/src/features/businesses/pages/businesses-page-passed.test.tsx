import type { TMe } from "@domain/schemas/accounts";
import type { TBusinessCard } from "@domain/schemas/businesses";
import { m } from "@i18n/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { meQueryKey } from "@web/lib/session";
import "@web/testing/jsdom-search-element";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BusinessesPage } from "./businesses-page";

// A business passed on /businesses can be found again in the Passed view and un-passed there,
// long after the Undo toast has gone.

const investor: TMe = {
  user: { id: "investor-1", email: "investor@kuza.test", name: "Kofi" },
  profile: {
    id: "investor-1",
    email: "investor@kuza.test",
    role: "investor",
    fullName: "Kofi",
    phone: null,
    investorType: "angel",
    lastLoginAt: null,
  },
};

const card = (id: string, businessName: string): TBusinessCard => ({
  id,
  businessName,
  businessType: "fintech",
  description: null,
  incorporationCountry: "Kenya",
  stage: "seed",
  logoUrl: null,
  ownerName: "Amina",
  activeCampaign: null,
  saved: false,
  verified: false,
  responseBadge: null,
});

/** The server: one business the viewer passed, one they did not; DELETE on the reaction un-passes. */
function fakeServer() {
  const passed = new Set(["b1"]);
  const all = [card("b1", "PayLink Africa"), card("b2", "Kobo Cart")];
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${path}`);
      const reaction = path.match(/^\/api\/businesses\/([^/?]+)\/reaction$/);
      if (reaction && method === "DELETE") {
        passed.delete(reaction[1] as string);
        return new Response(null, { status: 204 });
      }
      const query = new URL(path, "http://kuza.test").searchParams;
      const items = all.filter((b) => (query.get("passed") === "true" ? passed.has(b.id) : !passed.has(b.id)));
      return new Response(JSON.stringify({ items, total: items.length, nextOffset: null, sectors: ["fintech"] }), {
        status: 200,
      });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, investor);
  const router = createMemoryRouter([{ path: "/businesses", element: <BusinessesPage /> }], {
    initialEntries: ["/businesses"],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let calls: string[];
beforeEach(() => {
  calls = fakeServer();
});
afterEach(() => vi.unstubAllGlobals());

describe("BusinessesPage Passed view", () => {
  it("lists the passed businesses, and Un-pass takes one back to the catalogue", async () => {
    const router = renderPage();
    expect(await screen.findByRole("article", { name: "Kobo Cart" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "PayLink Africa" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: m.businesses_viewPassed() }));
    const passedCard = await screen.findByRole("article", { name: "PayLink Africa" });
    expect(router.state.location.search).toBe("?passed=true");
    expect(screen.getByRole("button", { name: m.businesses_viewPassed() })).toHaveAttribute("aria-pressed", "true");
    expect(calls).toContain("GET /api/businesses?passed=true&limit=12&offset=0");
    expect(within(passedCard).queryByRole("button", { name: "Pass PayLink Africa" })).not.toBeInTheDocument();

    fireEvent.click(
      within(passedCard).getByRole("button", { name: m.businesses_unpassLabel({ name: "PayLink Africa" }) }),
    );
    expect(await screen.findByText(m.businesses_noPassed())).toBeInTheDocument();
    expect(calls).toContain("DELETE /api/businesses/b1/reaction");

    fireEvent.click(screen.getByRole("button", { name: m.businesses_browseAll() }));
    expect(await screen.findByRole("article", { name: "PayLink Africa" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Kobo Cart" })).toBeInTheDocument();
  });
});
