import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import type {
  TBusinessCard,
  TBusinessDetail,
  TBusinessPage,
  TBusinessReaction,
  ZBusinessListQuerySchema,
} from "@domain/schemas/businesses";
import type { z } from "zod";
import type { Viewer } from "../../app-env";
import type { Database } from "../../db/client";
import { CATALOGUE_SOURCES, dataVersionsFor, sharedVersion, viewerVersion } from "../../db/data-versions";
import { AppError } from "../../lib/errors";
import { type KeptAnswer, keptAnswer } from "../../lib/kept-answers";
import { cappedPageOf, sorted } from "../../lib/paging";
import { isForeignKeyViolation, isUuid, prefixTsQuery } from "../../lib/postgres";
import { countBusinessCards } from "./business-card-count";
import type { BusinessFilter } from "./business-card-filter";
import { type BusinessCardRow, findBusinessCards, findBusinessDetail } from "./business-cards.queries";
import { businessExists, businessSectors, deleteReaction, upsertReaction } from "./businesses.queries";

// The public catalogue of businesses (/businesses, /businesses/{id}) and Save/Pass.

type BusinessListQuery = z.output<typeof ZBusinessListQuerySchema>;

const REACTION_BUSINESS_FK = "business_reactions_business_id_businesses_id_fk";

const businessNotFound = () => new AppError("NOT_FOUND", BUSINESS_MESSAGES.notFound);

function toCard({
  business,
  ownerName,
  activeCampaign,
  saved,
  verified,
  responseBadge,
}: BusinessCardRow): TBusinessCard {
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
    verified,
    responseBadge,
  };
}

/**
 * `viewerId` is null for a visitor; a signed-in viewer's passed businesses are left out, except
 * from the list of the ones they passed (where a pass is taken back).
 */
async function listBusinesses(
  db: Database,
  viewerId: string | null,
  query: BusinessListQuery,
  sharedVersion = "",
): Promise<TBusinessPage> {
  const filter: BusinessFilter = {
    tsquery: prefixTsQuery(query.search),
    sector: query.sector,
    stage: query.stage,
    amount: query.amount,
    viewerId,
    savedOnly: query.saved === "true",
    passedOnly: query.passed === "true",
    hidePassed: query.passed !== "true",
  };
  const page = { limit: query.limit, offset: query.offset };
  const [rows, total, sectors] = await Promise.all([
    findBusinessCards(db, filter, page),
    countBusinessCards(db, filter, page, sharedVersion),
    businessSectors(db, sharedVersion),
  ]);
  return {
    items: rows.map(toCard),
    ...cappedPageOf(page, rows.length, total),
    sectors: sorted(sectors),
  };
}

/**
 * listBusinesses' answer as JSON, kept in this process at the catalogue's data version (decision
 * 042): the session's statement read the version for a signed-in viewer, one statement reads it
 * for a visitor, and while it holds every request for the same list by the same viewer gets the
 * same bytes.
 */
export async function keptBusinessPage(
  db: Database,
  viewer: Viewer | null,
  query: BusinessListQuery,
): Promise<KeptAnswer<TBusinessPage>> {
  const viewerId = viewer?.user.id ?? null;
  const versions = await dataVersionsFor(db, viewer);
  const shared = sharedVersion(versions, CATALOGUE_SOURCES);
  const key = `business-page:${viewerId ?? ""}:${JSON.stringify(query)}`;
  return keptAnswer(db, key, `${shared}:${viewerVersion(versions, "business_reactions")}`, () =>
    listBusinesses(db, viewerId, query, shared),
  );
}

/** Any business, passed or not, for anyone; a banned owner's only for an admin (`showBanned`). */
export async function getBusinessDetail(
  db: Database,
  viewerId: string | null,
  businessId: string,
  showBanned = false,
): Promise<TBusinessDetail> {
  if (!isUuid(businessId)) throw businessNotFound();
  const row = await findBusinessDetail(db, viewerId, businessId, showBanned);
  if (!row) throw businessNotFound();
  const { business, ownerName, activeCampaign, saved, verified, responseBadge } = row;
  return { business, ownerName, activeCampaign, saved, verified, responseBadge };
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
