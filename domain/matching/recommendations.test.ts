import { describe, expect, it } from "vitest";
import { RECOMMENDATION_TEXTS } from "../constants/matching";
import { businessRecommendations, investorRecommendations } from "./recommendations";

const complete = {
  description: "x".repeat(100),
  revenue: 1,
  milestoneCount: 2,
  videoPitchUrl: "https://video.example/pitch",
  fundraisingRoundCount: 1,
  hasActiveCampaign: true,
};

describe("improvement recommendations", () => {
  it("trigger for a business at each boundary, first three shown", () => {
    expect(businessRecommendations(complete)).toEqual([]);
    expect(businessRecommendations({ ...complete, description: "x".repeat(99) }).map((r) => r.id)).toEqual([
      "shortDescription",
    ]);
    expect(businessRecommendations({ ...complete, milestoneCount: 1 }).map((r) => r.id)).toEqual(["fewMilestones"]);
    expect(businessRecommendations({ ...complete, videoPitchUrl: null })[0]?.text).toBe(
      RECOMMENDATION_TEXTS.noVideoPitch,
    );
    const none = {
      description: null,
      revenue: 0,
      milestoneCount: 0,
      videoPitchUrl: null,
      fundraisingRoundCount: 0,
      hasActiveCampaign: false,
    };
    expect(businessRecommendations(none).map((r) => r.id)).toEqual(["shortDescription", "noRevenue", "fewMilestones"]);
    expect(
      businessRecommendations({ ...complete, fundraisingRoundCount: 0, hasActiveCampaign: false }).map((r) => r.id),
    ).toEqual(["noFundraisingHistory", "noActiveCampaign"]);
  });

  it("trigger for an investor: no sectors, ticket 0 to 0, no address, no due diligence", () => {
    const full = { sectorCount: 1, ticketMin: 0, ticketMax: 1, address: "Accra", dueDiligenceCount: 1 };
    expect(investorRecommendations(full)).toEqual([]);
    expect(investorRecommendations({ ...full, ticketMax: 0 }).map((r) => r.id)).toEqual(["noTicket"]);
    expect(investorRecommendations({ ...full, address: " " }).map((r) => r.id)).toEqual(["noAddress"]);
    expect(
      investorRecommendations({ sectorCount: 0, ticketMin: 0, ticketMax: 0, address: null, dueDiligenceCount: 0 }).map(
        (r) => r.id,
      ),
    ).toEqual(["noSectors", "noTicket", "noAddress"]);
    expect(investorRecommendations({ ...full, dueDiligenceCount: 0 }).map((r) => r.id)).toEqual(["noDueDiligence"]);
  });
});
