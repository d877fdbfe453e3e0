import type { Role } from "@domain/constants/accounts";
import type { TMe } from "@domain/schemas/accounts";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { VERIFIED_LABELS } from "@domain/verification/constants";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { campaignDetailQueryOptions } from "@web/features/campaigns/api/get-campaign-detail";
import { meQueryKey } from "@web/lib/session";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CampaignDetailPage } from "./campaign-detail-page";

// Asserted rather than annotated: the campaign schema is gaining fields (investorCount) in parallel work.
const campaign = {
  id: "c1",
  businessId: "b1",
  title: "Light up homes",
  summary: "A seed round for 10,000 homes.",
  fundingGoal: 40_000,
  equityOffered: 10,
  minInvestment: 500,
  maxInvestment: 10_000,
  instrument: "safe",
  status: "active",
  endsAt: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString(),
  bannerImageUrl: null,
  pitch: "Solar for every home.",
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
    id: "b1",
    userId: "founder-1",
    businessName: "Solar Kits",
    businessType: "renewable_energy",
    description: null,
    incorporationCountry: "Kenya",
    stage: "seed",
    logoUrl: null,
    team: [],
    documents: [],
    ownerName: "Amina Founder",
    verified: true,
  },
} as TCampaignWithBusiness;

function meAs(role: Role, id = `${role}-9`): TMe {
  const email = `${role}@kuza.test`;
  return {
    user: { id, email, name: role },
    profile: { id, email, role, fullName: role, phone: null, investorType: null, lastLoginAt: null },
  };
}

function Messages() {
  return <p>inbox {useLocation().search}</p>;
}

/** The page with its data already cached, as a signed-in `role` sees it. */
function renderAs(me: TMe) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQueryKey, me);
  client.setQueryData(campaignDetailQueryOptions("b1", "c1").queryKey, campaign);
  const router = createMemoryRouter(
    [
      { path: "/businesses/:businessId/campaign/:campaignId", element: <CampaignDetailPage /> },
      { path: "/messages", element: <Messages /> },
    ],
    { initialEntries: ["/businesses/b1/campaign/c1"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("CampaignDetailPage: contact the startup", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("an investor sees Contact Founder, which starts the conversation with the owner and opens it", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ conversation: { id: "conv-1" }, created: true }), { status: 201 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderAs(meAs("investor"));
    expect(screen.getByRole("heading", { level: 1, name: "Light up homes" })).toBeInTheDocument();
    // The business's registration was approved: the campaign page says Verified.
    expect(screen.getByText(VERIFIED_LABELS.business)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Contact Founder" }));
    expect(await screen.findByText("inbox ?contact=founder-1")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/conversations");
    expect(JSON.parse(String(init.body))).toEqual({ participantId: "founder-1" });
  });

  it.each([
    ["a founder (the owner)", meAs("founder", "founder-1")],
    ["another founder", meAs("founder")],
    ["an admin", meAs("admin")],
  ])("%s does not see it (only investors contact a startup)", async (_who, me) => {
    renderAs(me);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Light up homes" })).toBeVisible());
    expect(screen.queryByRole("button", { name: "Contact Founder" })).toBeNull();
  });
});

describe("CampaignDetailPage in French", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("names its sections and terms in French, with the money written the French way", () => {
    setLocale("fr", { reload: false });
    renderAs(meAs("founder"));
    expect(screen.getByRole("link", { name: "Retour aux deals" })).toHaveAttribute("href", "/deals");
    expect(
      screen.getByRole("heading", { level: 1, name: "Light up homes" }).parentElement?.nextSibling,
    ).toHaveTextContent("par Solar Kits");
    const funding = screen.getByRole("region", { name: "Objectif de levée" });
    expect(within(funding).getByRole("heading", { name: "Objectif de levée" }).nextSibling?.textContent).toBe(
      "40\u202f000\u00a0$US",
    );
    expect(within(funding).getByText(/^La campagne propose .+ du capital via un .+\.$/)).toBeInTheDocument();
    expect(within(funding).getByText("Ticket minimum").nextSibling?.textContent).toBe("500\u00a0$US");
    expect(within(funding).getByText("Ticket maximum").nextSibling?.textContent).toBe("10\u202f000\u00a0$US");
    expect(within(funding).getByText("Investisseurs").nextSibling).toHaveTextContent("0");
    expect(within(funding).getByRole("progressbar", { name: "Levée de fonds de Light up homes" })).toBeVisible();
    for (const name of ["Le pitch", "Équipe", "Documents"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const about = screen.getByRole("region", { name: "À propos de l’entreprise" });
    expect(within(about).getByText("par Amina Founder")).toBeInTheDocument();
    expect(within(about).getByRole("link", { name: "Voir le profil de l’entreprise" })).toHaveAttribute(
      "href",
      "/businesses/b1",
    );
  });
});
