import { LANDING_FEED_SIZE } from "@domain/constants/landing";
import type { TFeed } from "@domain/schemas/landing";
import type { Database } from "../../db/client";
import { cachedCatalogueRead } from "../../lib/catalogue-cache";
import { findBusinessCards } from "../businesses/business-cards.queries";
import { countListedBusinesses } from "../businesses/businesses.queries";
import { findCampaignsWithBusiness } from "../campaigns/campaigns-with-business.queries";
import { totalRaised } from "../funding/funding.queries";

/**
 * The landing page's live cards and figures: the featured active campaigns (Verified businesses
 * first, then the best funded, then the newest), the newest businesses, and the stats block's
 * exact counts (the page rounds them down, never up). The counts read every business and every
 * completed investment, on the most visited page: they are the catalogue cache's (30 s at most,
 * forgotten on a write to businesses, campaigns, bans or an investment's decision), like the
 * sector lists.
 */
export async function getFeed(db: Database): Promise<TFeed> {
  const page = { limit: LANDING_FEED_SIZE, offset: 0 };
  const [campaigns, businesses, stats] = await Promise.all([
    findCampaignsWithBusiness(db, { activeOnly: true }, page, "featured"),
    findBusinessCards(db, { viewerId: null }, page),
    cachedCatalogueRead(db, "landing-stats", async () => {
      const [listed, raised] = await Promise.all([countListedBusinesses(db), totalRaised(db)]);
      return { businesses: listed, raised };
    }),
  ]);
  return {
    stats,
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
