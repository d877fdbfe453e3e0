import { LANDING_FEED_SIZE } from "@domain/constants/landing";
import type { TFeed } from "@domain/schemas/landing";
import type { Database } from "../../db/client";
import { findBusinessCards } from "../businesses/business-cards.queries";
import { findCampaignsWithBusiness } from "../campaigns/campaigns.queries";

/** The landing page's live cards: the newest active campaigns and the newest businesses. */
export async function getFeed(db: Database): Promise<TFeed> {
  const page = { limit: LANDING_FEED_SIZE, offset: 0 };
  const [campaigns, businesses] = await Promise.all([
    findCampaignsWithBusiness(db, { activeOnly: true }, page),
    findBusinessCards(db, { viewerId: null }, page),
  ]);
  return {
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
