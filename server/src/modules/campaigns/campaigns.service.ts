import { founderStatusOutcome } from "@domain/campaign-review";
import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES, type CampaignStatus } from "@domain/constants/campaigns";
import { campaignEndsAt } from "@domain/funding";
import type { TBusiness } from "@domain/schemas/businesses";
import type {
  TCampaign,
  TCampaignWithBusiness,
  ZCampaignCreateSchema,
  ZCampaignUpdateSchema,
} from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError } from "../../lib/errors";
import { isForeignKeyViolation, isUniqueViolation, isUuid } from "../../lib/postgres";
import { keyOfUrl } from "../../storage/file-references";
import { releaseFiles } from "../../storage/orphan-sweep";
import type { Storage } from "../../storage/storage";
import { findBusinessByOwner } from "../businesses/businesses.queries";
import {
  type CampaignValues,
  deleteOwnedCampaign,
  findOwnedCampaign,
  hasOtherActiveCampaign,
  insertCampaign,
  listOwnedCampaigns,
  updateOwnedCampaign,
} from "./campaigns.queries";
import { findCampaignsWithBusiness } from "./campaigns-with-business.queries";

// A founder's campaigns. Rules: only the owner of the business sees or changes them (anyone
// else gets the same 404 as for a missing id), a business that is not Verified goes live only
// through an admin's review (decision 018: Active becomes Pending Review, whatever the client
// sent), one active campaign per business, no deleting a campaign that has investments, and a new
// campaign must end in the future. Every write tells the catalogue cache (the deals' sector list
// reads active campaigns).

type CampaignCreate = z.output<typeof ZCampaignCreateSchema>;
type CampaignUpdate = z.output<typeof ZCampaignUpdateSchema>;

/** The index that holds the one-active rule when two requests race past the check. */
const ONE_ACTIVE_INDEX = "campaigns_one_active_per_business";
const INVESTMENTS_FK = "investments_campaign_id_campaigns_id_fk";

const notFound = () => new AppError("NOT_FOUND", CAMPAIGN_MESSAGES.notFoundText);
const oneActive = () =>
  new AppError("CONFLICT", CAMPAIGN_MESSAGES.oneActive, { status: [CAMPAIGN_MESSAGES.oneActive] });

function endsAtOf(value: string): Date {
  const endsAt = campaignEndsAt(value);
  if (!endsAt) {
    const message = m.server_invalidDate();
    throw new AppError("VALIDATION_FAILED", message, { endsAt: [message] });
  }
  return endsAt;
}

function valuesOf(input: CampaignCreate | CampaignUpdate, endsAt: Date): Omit<CampaignValues, "businessId"> {
  return { ...input, endsAt };
}

/** The status the save stores (decision 018), or the 409 that refuses it, with the rule under Status. */
function statusToStore(from: CampaignStatus | null, to: CampaignStatus, business: TBusiness): CampaignStatus {
  const outcome = founderStatusOutcome({ from, to, businessVerified: business.verifiedAt !== null });
  if (outcome.refusal !== null) throw new AppError("CONFLICT", outcome.refusal, { status: [outcome.refusal] });
  return outcome.status;
}

async function keepingOneActive<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, ONE_ACTIVE_INDEX)) throw oneActive();
    throw error;
  }
}

async function ownedOrNotFound(db: Database, userId: string, campaignId: string): Promise<TCampaign> {
  const campaign = isUuid(campaignId) ? await findOwnedCampaign(db, userId, campaignId) : null;
  if (!campaign) throw notFound();
  return campaign;
}

export const listFounderCampaigns = (db: Database, userId: string) => listOwnedCampaigns(db, userId);

export const getFounderCampaign = (db: Database, userId: string, campaignId: string) =>
  ownedOrNotFound(db, userId, campaignId);

export async function createFounderCampaign(
  db: Database,
  userId: string,
  input: CampaignCreate,
  now: Date = new Date(),
): Promise<TCampaign> {
  const business = await findBusinessByOwner(db, userId);
  if (!business) throw new AppError("BUSINESS_REQUIRED", BUSINESS_MESSAGES.createFirst);
  const endsAt = endsAtOf(input.endsAt);
  // Not in the domain schema: it would read the clock, and the schema must stay pure.
  if (endsAt.getTime() <= now.getTime()) {
    throw new AppError("VALIDATION_FAILED", CAMPAIGN_MESSAGES.endsInPast, { endsAt: [CAMPAIGN_MESSAGES.endsInPast] });
  }
  const status = statusToStore(null, input.status, business);
  // Asked for Active: refused while another campaign is live, even when it would go to review first
  // (the approval would be refused then).
  if (input.status === "active" && (await hasOtherActiveCampaign(db, business.id))) throw oneActive();
  const created = await keepingOneActive(() =>
    insertCampaign(db, { ...valuesOf(input, endsAt), status, businessId: business.id }),
  );
  forgetCatalogueReads(db);
  return created;
}

/** An edit may keep a past end date: a finished campaign is edited to mark it completed. */
export async function updateFounderCampaign(
  db: Database,
  userId: string,
  campaignId: string,
  input: CampaignUpdate,
): Promise<TCampaign> {
  const current = await ownedOrNotFound(db, userId, campaignId);
  const business = await findBusinessByOwner(db, userId);
  if (!business) throw notFound();
  // Decision 018: going live needs a Verified business or a review; Pending Review and an admin's
  // rejection are the admin's to change.
  const status = statusToStore(current.status, input.status, business);
  const endsAt = endsAtOf(input.endsAt);
  if (input.status === "active" && (await hasOtherActiveCampaign(db, current.businessId, campaignId))) {
    throw oneActive();
  }
  const updated = await keepingOneActive(() =>
    updateOwnedCampaign(db, userId, campaignId, { ...valuesOf(input, endsAt), status }),
  );
  if (!updated) throw notFound();
  forgetCatalogueReads(db);
  return ownedOrNotFound(db, userId, campaignId);
}

/** Deletes the campaign, then its banner's file unless another row names it (storage/orphan-sweep.ts). */
export async function deleteFounderCampaign(
  deps: { db: Database; storage: Storage; env: Env },
  userId: string,
  campaignId: string,
): Promise<void> {
  const { db } = deps;
  const current = await ownedOrNotFound(db, userId, campaignId);
  const hasInvestments = () => new AppError("CONFLICT", CAMPAIGN_MESSAGES.hasInvestments);
  if (current.investmentCount > 0) throw hasInvestments();
  let deleted: Awaited<ReturnType<typeof deleteOwnedCampaign>>;
  try {
    deleted = await deleteOwnedCampaign(db, userId, campaignId);
  } catch (error) {
    // An investment recorded between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error, INVESTMENTS_FK)) throw hasInvestments();
    throw error;
  }
  if (!deleted) throw notFound();
  forgetCatalogueReads(db);
  await releaseFiles(deps, [keyOfUrl(deleted.bannerImageUrl)]);
}

// Campaign pages (/businesses/{id}/campaign/...): any signed-in viewer.

const campaignNotFound = () => new AppError("NOT_FOUND", CAMPAIGN_MESSAGES.notFoundText);

/**
 * An active campaign for any signed-in viewer; any other status only for the business's owner.
 * A banned founder's campaign only for an admin (`showBanned`).
 */
export async function getCampaignForViewer(
  db: Database,
  viewerId: string,
  businessId: string,
  campaignId: string,
  showBanned = false,
): Promise<TCampaignWithBusiness> {
  if (!isUuid(businessId) || !isUuid(campaignId)) throw campaignNotFound();
  const filter = { businessId, campaignId, showBanned };
  const [campaign] = await findCampaignsWithBusiness(db, filter, { limit: 1, offset: 0 });
  if (!campaign) throw campaignNotFound();
  if (campaign.status !== "active" && campaign.business.userId !== viewerId) throw campaignNotFound();
  return campaign;
}

export async function getActiveCampaign(
  db: Database,
  businessId: string,
  showBanned = false,
): Promise<TCampaignWithBusiness> {
  if (!isUuid(businessId)) throw campaignNotFound();
  const filter = { businessId, activeOnly: true, showBanned };
  const [campaign] = await findCampaignsWithBusiness(db, filter, { limit: 1, offset: 0 });
  if (!campaign) throw campaignNotFound();
  return campaign;
}
