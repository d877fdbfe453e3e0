import type { TMatchCard, TMatchList } from "@domain/schemas/matching";

// Matches as GET /api/matching/matches answers them, for the /matchmaking tests: a top match with
// more tags and reasons than a card shows, and a saved one.

export const top: TMatchCard = {
  kind: "business",
  id: "b1",
  name: "Jua Solar",
  subtitle: "Renewable Energy · Kenya",
  score: 82,
  label: "Excellent Match",
  tags: ["Renewable Energy", "Seed", "Kenya", "Active campaign", "B2C"],
  fired: [
    { rule: "sector", points: 25, reason: "Renewable energy is one of your sectors" },
    { rule: "ticketFit", points: 20, reason: "The minimum investment fits your ticket" },
    { rule: "location", points: 15, reason: "Based where you are" },
    { rule: "growth", points: 10, reason: "Growing over 30% a year" },
  ],
  raise: [{ rule: "highRiskGrowth", points: 25, advice: "Raise your risk appetite to high" }],
  saved: false,
  verified: true,
  link: "/businesses/b1",
};
export const second: TMatchCard = {
  ...top,
  id: "b2",
  name: "PayLink Africa",
  subtitle: "Fintech · Nigeria",
  score: 48,
  label: "Moderate Match",
  tags: ["Fintech"],
  fired: [{ rule: "location", points: 15, reason: "Based where you are" }],
  raise: [],
  saved: true,
  verified: false,
  link: "/businesses/b2",
};

export const list = (patch: Partial<TMatchList> = {}): TMatchList => ({
  kind: "business",
  items: [top, second],
  total: 2,
  allTotal: 2,
  nextOffset: null,
  sectors: ["renewable_energy", "fintech"],
  recommendations: [],
  ...patch,
});
/** The answer with no match; `kind` null: a founder without a business, or an admin. */
export const empty = (kind: TMatchList["kind"]) => list({ kind, items: [], total: 0, allTotal: 0, sectors: [] });
