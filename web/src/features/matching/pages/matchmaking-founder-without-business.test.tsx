import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import type { TMe } from "@domain/schemas/accounts";
import type { TMatchList } from "@domain/schemas/matching";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { meQueryKey } from "@web/lib/session";
import "@web/testing/jsdom-search-element";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MATCH_TEXTS } from "../texts";
import { MatchmakingPage } from "./matchmaking-page";

// A founder without a business on /matchmaking: told what matching needs, not about campaigns.

const founder: TMe = {
  user: { id: "founder-1", email: "founder@kuza.test", name: "Amina" },
  profile: {
    id: "founder-1",
    email: "founder@kuza.test",
    role: "founder",
    fullName: "Amina",
    phone: null,
    investorType: null,
    lastLoginAt: null,
  },
};

// What the server answers a founder who has no business yet: nothing to match.
const noBusiness: TMatchList = {
  kind: null,
  items: [],
  total: 0,
  allTotal: 0,
  nextOffset: null,
  sectors: [],
  recommendations: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("MatchmakingPage, founder without a business", () => {
  it("says matching needs the business profile and what it reads of it, with the way to create it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(noBusiness), { status: 200 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meQueryKey, founder);
    const router = createMemoryRouter([{ path: "/matchmaking", element: <MatchmakingPage /> }], {
      initialEntries: ["/matchmaking"],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByText(MATCH_TEXTS.founderNeedsBusiness)).toBeInTheDocument();
    expect(MATCH_TEXTS.founderNeedsBusiness).toMatch(/business profile/);
    expect(screen.queryByText(BUSINESS_MESSAGES.createFirst)).not.toBeInTheDocument();
    expect(screen.queryByText(/campaign\./i)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Business Profile" })).toHaveAttribute("href", "/founder/business");
  });
});
