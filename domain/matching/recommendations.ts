import {
  BUSINESS_DESCRIPTION_MIN,
  BUSINESS_MILESTONES_MIN,
  MATCH_RECOMMENDATIONS_SHOWN,
  RECOMMENDATION_TEXTS,
  type RecommendationId,
} from "../constants/matching";

// The improvement recommendations of /matchmaking (spec part 1, section 9): each trigger in the
// spec's order; the screen shows the first three.

export type BusinessProfileFacts = {
  description: string | null;
  revenue: number;
  milestoneCount: number;
  videoPitchUrl: string | null;
  fundraisingRoundCount: number;
  hasActiveCampaign: boolean;
};

export type InvestorProfileFacts = {
  sectorCount: number;
  ticketMin: number;
  ticketMax: number;
  address: string | null;
  dueDiligenceCount: number;
};

export type Recommendation = { readonly id: RecommendationId; readonly text: string };

/**
 * A recommendation whose text is read when it is read (a getter, enumerable so JSON carries it):
 * the server keeps computed matches a few minutes, and each reader gets the text in their language.
 */
function recommendation(id: RecommendationId): Recommendation {
  return Object.defineProperty({ id }, "text", {
    enumerable: true,
    get: () => RECOMMENDATION_TEXTS[id],
  }) as Recommendation;
}

const of = (ids: RecommendationId[]): Recommendation[] => ids.slice(0, MATCH_RECOMMENDATIONS_SHOWN).map(recommendation);

export function businessRecommendations(b: BusinessProfileFacts): Recommendation[] {
  const ids: RecommendationId[] = [];
  if ((b.description ?? "").trim().length < BUSINESS_DESCRIPTION_MIN) ids.push("shortDescription");
  if (!(b.revenue > 0)) ids.push("noRevenue");
  if (b.milestoneCount < BUSINESS_MILESTONES_MIN) ids.push("fewMilestones");
  if (!b.videoPitchUrl?.trim()) ids.push("noVideoPitch");
  if (b.fundraisingRoundCount === 0) ids.push("noFundraisingHistory");
  if (!b.hasActiveCampaign) ids.push("noActiveCampaign");
  return of(ids);
}

export function investorRecommendations(i: InvestorProfileFacts): Recommendation[] {
  const ids: RecommendationId[] = [];
  if (i.sectorCount === 0) ids.push("noSectors");
  if (i.ticketMin === 0 && i.ticketMax === 0) ids.push("noTicket");
  if (!i.address?.trim()) ids.push("noAddress");
  if (i.dueDiligenceCount === 0) ids.push("noDueDiligence");
  return of(ids);
}
