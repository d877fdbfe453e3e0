import { LANDING_FEED_SIZE } from "@domain/constants/landing";
import type { TFeed } from "@domain/schemas/landing";
import type { Database } from "../../db/client";
import { findBusinessCards } from "../businesses/business-cards.queries";
import { countListedBusinesses } from "../businesses/businesses.queries";
import { findCampaignsWithBusiness } from "../campaigns/campaigns.queries";
import { totalRaised } from "../funding/funding.queries";

/**
 * The landing page's live cards and figures: the featured active campaigns (Verified businesses
 * first, then the best funded, then the newest), the newest businesses, and the stats block's
 * exact counts (the page rounds them down, never up).
 */
export async function getFeed(db: Database): Promise<TFeed> {
  const page = { limit: LANDING_FEED_SIZE, offset: 0 };
  const [campaigns, businesses, businessCount, raised] = await Promise.all([
    findCampaignsWithBusiness(db, { activeOnly: true }, page, "featured"),
    findBusinessCards(db, { viewerId: null }, page),
    countListedBusinesses(db),
    totalRaised(db),
  ]);
  return {
    stats: { businesses: businessCount, raised },
    campaigns: campaigns.map((c) => ({
      id: c.id,
      href: `/businesses/${c.businessId}/campaign/${c.id}`,
      company: c.business.businessName,
      owner: c.business.ownerName,
      description: c.summary,
      raised: c.raised,
      percentFunded: c.percentFunded,
    })),
    companies: businesses.map(({ business, ownerName, activeCampaign }) => ({
      id: business.id,
      href: `/businesses/${business.id}`,
      company: business.businessName,
      owner: ownerName,
      description: business.description ?? "",
      raised: activeCampaign?.raised ?? 0,
      percentFunded: activeCampaign?.percentFunded ?? 0,
    })),
  };
}
