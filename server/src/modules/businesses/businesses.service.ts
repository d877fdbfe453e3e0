import type { z } from "zod";
import { BUSINESS_MESSAGES, CAMPAIGN_MESSAGES, LANDING_FEED_SIZE } from "../../../../domain/constants";
import type { TBusinessCard, TBusinessDetail } from "../../../../domain/schemas/businesses";
import type { TCampaignWithBusiness } from "../../../../domain/schemas/campaigns";
import type {
  TBusinessPage,
  TBusinessReaction,
  TDealPage,
  TFeed,
  ZBusinessListQuerySchema,
  ZDealListQuerySchema,
} from "../../../../domain/schemas/catalogue";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { isForeignKeyViolation, isUuid, prefixTsQuery } from "../../lib/postgres";
import {
  activeCampaignSectors,
  type CampaignFilter,
  countCampaignsWithBusiness,
  findCampaignsWithBusiness,
} from "../campaigns/campaigns.queries";
import {
  type BusinessCardRow,
  type BusinessFilter,
  businessExists,
  businessSectors,
  countBusinessCards,
  deleteReaction,
  findBusinessCards,
  upsertReaction,
} from "./businesses.queries";

// The public catalogue (/businesses, /deals, campaign pages, the landing feed) and Save/Pass.

type BusinessListQuery = z.output<typeof ZBusinessListQuerySchema>;
type DealListQuery = z.output<typeof ZDealListQuerySchema>;

const REACTION_BUSINESS_FK = "business_reactions_business_id_businesses_id_fk";

const businessNotFound = () => new AppError("NOT_FOUND", BUSINESS_MESSAGES.notFound);
const campaignNotFound = () => new AppError("NOT_FOUND", CAMPAIGN_MESSAGES.notFoundText);

// Sorted here rather than in SQL, so the order does not depend on the database's collation.
const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, "en"));

function nextOffsetOf(offset: number, count: number, total: number): number | null {
  const next = offset + count;
  return count > 0 && next < total ? next : null;
}

function toCard({ business, ownerName, activeCampaign, saved }: BusinessCardRow): TBusinessCard {
  return {
    id: business.id,
    businessName: business.businessName,
    businessType: business.businessType,
    description: business.description,
    incorporationCountry: business.incorporationCountry,
    stage: business.stage,
    logoUrl: business.logoUrl,
    ownerName,
    activeCampaign,
    saved,
  };
}

/** `viewerId` is null for a visitor; a signed-in viewer's passed businesses are left out. */
export async function listBusinesses(
  db: Database,
  viewerId: string | null,
  query: BusinessListQuery,
): Promise<TBusinessPage> {
  const filter: BusinessFilter = {
    tsquery: prefixTsQuery(query.search),
    sector: query.sector,
    stage: query.stage,
    amount: query.amount,
    viewerId,
    savedOnly: query.saved === "true",
    hidePassed: true,
  };
  const page = { limit: query.limit, offset: query.offset };
  const [rows, total, sectors] = await Promise.all([
    findBusinessCards(db, filter, page),
    countBusinessCards(db, filter),
    businessSectors(db),
  ]);
  return {
    items: rows.map(toCard),
    total,
    nextOffset: nextOffsetOf(query.offset, rows.length, total),
    sectors: sorted(sectors),
  };
}

/** Any business, passed or not, for anyone. */
export async function getBusinessDetail(
  db: Database,
  viewerId: string | null,
  businessId: string,
): Promise<TBusinessDetail> {
  if (!isUuid(businessId)) throw businessNotFound();
  const [row] = await findBusinessCards(db, { businessId, viewerId }, { limit: 1, offset: 0 });
  if (!row) throw businessNotFound();
  return { business: row.business, ownerName: row.ownerName, activeCampaign: row.activeCampaign, saved: row.saved };
}

async function existingBusiness(db: Database, businessId: string): Promise<void> {
  if (!isUuid(businessId) || !(await businessExists(db, businessId))) throw businessNotFound();
}

export async function setReaction(
  db: Database,
  userId: string,
  businessId: string,
  reaction: TBusinessReaction["reaction"],
): Promise<TBusinessReaction> {
  await existingBusiness(db, businessId);
  try {
    await upsertReaction(db, { userId, businessId, reaction });
  } catch (error) {
    // Deleted between the check and the write.
    if (isForeignKeyViolation(error, REACTION_BUSINESS_FK)) throw businessNotFound();
    throw error;
  }
  return { reaction };
}

export async function clearReaction(db: Database, userId: string, businessId: string): Promise<void> {
  await existingBusiness(db, businessId);
  await deleteReaction(db, { userId, businessId });
}

export async function listDeals(db: Database, query: DealListQuery): Promise<TDealPage> {
  const filter: CampaignFilter = {
    activeOnly: true,
    tsquery: prefixTsQuery(query.search),
    sector: query.sector,
    stage: query.stage,
  };
  const [items, total, sectors] = await Promise.all([
    findCampaignsWithBusiness(db, filter, { limit: query.limit, offset: query.offset }),
    countCampaignsWithBusiness(db, filter),
    activeCampaignSectors(db),
  ]);
  return { items, total, nextOffset: nextOffsetOf(query.offset, items.length, total), sectors: sorted(sectors) };
}

/** An active campaign for any signed-in viewer; any other status only for the business's owner. */
export async function getCampaignForViewer(
  db: Database,
  viewerId: string,
  businessId: string,
  campaignId: string,
): Promise<TCampaignWithBusiness> {
  if (!isUuid(businessId) || !isUuid(campaignId)) throw campaignNotFound();
  const [campaign] = await findCampaignsWithBusiness(db, { businessId, campaignId }, { limit: 1, offset: 0 });
  if (!campaign) throw campaignNotFound();
  if (campaign.status !== "active" && campaign.business.userId !== viewerId) throw campaignNotFound();
  return campaign;
}

export async function getActiveCampaign(db: Database, businessId: string): Promise<TCampaignWithBusiness> {
  if (!isUuid(businessId)) throw campaignNotFound();
  const [campaign] = await findCampaignsWithBusiness(db, { businessId, activeOnly: true }, { limit: 1, offset: 0 });
  if (!campaign) throw campaignNotFound();
  return campaign;
}

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
