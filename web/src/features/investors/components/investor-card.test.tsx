import { INVESTOR_CARD_FALLBACKS } from "@domain/constants/investors";
import type { TInvestorCard } from "@domain/schemas/investors";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { InvestorCard } from "./investor-card";

const base: TInvestorCard = {
  userId: "u1",
  fullName: "Kofi Mensah",
  investorType: "vc",
  investorTypeLabel: "VC Firm",
  address: "Nairobi, Kenya",
  sectors: ["fintech", "agtech", "Mining", "edtech", "logistics"],
  ticketRange: "$25k - $250k",
  stagePreference: "Seed",
  verified: true,
  avatarUrl: null,
  responseBadge: null,
};

const renderCard = (investor: TInvestorCard) =>
  render(
    <MemoryRouter>
      <InvestorCard investor={investor} />
    </MemoryRouter>,
  );

describe("InvestorCard", () => {
  it("shows name, type, location, at most four sectors by label, the ticket range and Verified", () => {
    renderCard(base);
    const card = screen.getByRole("article", { name: "Kofi Mensah" });
    expect(card).toHaveTextContent("VC Firm");
    expect(card).toHaveTextContent("Nairobi, Kenya");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Fintech", "Agtech", "Mining", "Edtech"]);
    expect(card).toHaveTextContent("$25k - $250k");
    expect(card).toHaveTextContent("Verified");
    expect(within(card).getByRole("link", { name: "View Profile: Kofi Mensah" })).toHaveAttribute(
      "href",
      "/investors/u1",
    );
  });

  it("falls back to the directory's ticket and stage texts, and reads Pending when not verified", () => {
    renderCard({ ...base, sectors: [], ticketRange: null, stagePreference: null, verified: false });
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent(INVESTOR_CARD_FALLBACKS.ticket);
    expect(card).toHaveTextContent(INVESTOR_CARD_FALLBACKS.stage);
    expect(card).toHaveTextContent("Pending");
  });
});
