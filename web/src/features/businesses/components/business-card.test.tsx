import type { TBusinessCard } from "@domain/schemas/businesses";
import { VERIFIED_LABELS } from "@domain/verification/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BusinessCard } from "./business-card";

const base: TBusinessCard = {
  id: "b1",
  businessName: "Solar Kits",
  businessType: "renewable_energy",
  description: "Pay-as-you-go solar kits.",
  incorporationCountry: "Kenya",
  stage: "seed",
  logoUrl: null,
  ownerName: "Amina Founder",
  activeCampaign: null,
  saved: false,
  verified: false,
  responseBadge: null,
};

const campaign = {
  id: "c1",
  title: "Light up homes",
  fundingGoal: 40_000,
  raised: 0,
  percentFunded: 0,
  endsAt: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString(),
};

const renderCard = (business: TBusinessCard) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BusinessCard business={business} signedIn={true} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// The primary (filled) and outline looks of the Button component.
const PRIMARY = "bg-primary";
const OUTLINE = "border-input";

describe("BusinessCard Verified badge", () => {
  it("shows Verified for a business whose registration an admin approved, and nothing otherwise", () => {
    const { unmount } = renderCard({ ...base, verified: true });
    expect(
      within(screen.getByRole("article", { name: "Solar Kits" })).getByText(VERIFIED_LABELS.business),
    ).toBeInTheDocument();
    unmount();
    renderCard(base);
    expect(
      within(screen.getByRole("article", { name: "Solar Kits" })).queryByText(VERIFIED_LABELS.business),
    ).toBeNull();
  });
});

describe("BusinessCard actions", () => {
  it("with an active campaign: an outline View Profile and a primary View Campaign to the campaign", () => {
    renderCard({ ...base, activeCampaign: campaign });
    const card = screen.getByRole("article", { name: "Solar Kits" });
    const profile = within(card).getByRole("link", { name: "View Profile: Solar Kits" });
    expect(profile).toHaveAttribute("href", "/businesses/b1");
    expect(profile).toHaveClass(OUTLINE);
    const view = within(card).getByRole("link", { name: "View Campaign: Solar Kits" });
    expect(view).toHaveTextContent("View Campaign");
    expect(view).toHaveAttribute("href", "/businesses/b1/campaign/c1");
    expect(view).toHaveClass(PRIMARY);
  });

  it("without one: no View Campaign pretending to be one, only an outline View Profile to the profile", () => {
    renderCard(base);
    const card = screen.getByRole("article", { name: "Solar Kits" });
    expect(within(card).queryByRole("link", { name: /View Campaign/ })).toBeNull();
    expect(within(card).queryByText("View Campaign")).toBeNull();
    const links = within(card)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href") === "/businesses/b1");
    expect(links).toHaveLength(1);
    const [profile] = links;
    expect(profile).toHaveAccessibleName("View Profile: Solar Kits");
    expect(profile).toHaveTextContent("View Profile");
    expect(profile).toHaveClass(OUTLINE);
    expect(profile).not.toHaveClass(PRIMARY);
  });
});
