import { ADMIN_MESSAGES, type CampaignReviewDecision, SIGNUP_TREND_DAYS } from "@domain/constants/admin";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TAdminDashboard, TAdminUser } from "@domain/schemas/admin";
import type { Database } from "../../db/client";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError } from "../../lib/errors";
import { isUniqueViolation, isUuid } from "../../lib/postgres";
import { countActiveProcesses } from "../due-diligence/process.queries";
import { approveKyc } from "../investors/investors.queries";
import { notify } from "../notifications/notify";
import { approvePendingInvestorRequest } from "../verification/verification.queries";
import {
  countBusinesses,
  countCampaignsByStatus,
  countSignUpsByDay,
  countSignUpsSince,
  countUsersByRole,
  summariseInvestments,
} from "./admin.queries";
import { applyCampaignReview, findAdminCampaign } from "./admin-campaigns.queries";
import { type AdminActor, banUser, findAdminUser, unbanUser } from "./admin-users.queries";

// The admin's rules: no banning oneself or another admin, KYC only for investors, and a campaign
// review only from Pending Review, with the founder told either way. A ban hides what the user
// published from everyone else until it is lifted (db/bans); nothing of theirs is deleted.

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function getAdminDashboard(db: Database, now: Date = new Date()): Promise<TAdminDashboard> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const trendStart = new Date(today - (SIGNUP_TREND_DAYS - 1) * DAY_MS);
  const [users, byDay, signUpsThisWeek, businesses, campaigns, investments, activeDueDiligence] = await Promise.all([
    countUsersByRole(db),
    countSignUpsByDay(db, trendStart),
    countSignUpsSince(db, new Date(now.getTime() - 7 * DAY_MS)),
    countBusinesses(db),
    countCampaignsByStatus(db),
    summariseInvestments(db),
    countActiveProcesses(db),
  ]);
  const signUpsByDay = Array.from({ length: SIGNUP_TREND_DAYS }, (_, i) => {
    const date = utcDay(new Date(trendStart.getTime() + i * DAY_MS));
    return { date, count: byDay.get(date) ?? 0 };
  });
  return {
    users: { ...users, total: users.investor + users.founder + users.admin },
    signUpsThisWeek,
    signUpsByDay,
    businesses,
    campaigns,
    investments,
    activeDueDiligence,
  };
}

const userNotFound = () => new AppError("NOT_FOUND", ADMIN_MESSAGES.userNotFound);

async function userOrNotFound(db: Database, userId: string): Promise<TAdminUser> {
  const found = await findAdminUser(db, userId);
  if (!found) throw userNotFound();
  return found;
}

export async function banAccount(db: Database, admin: AdminActor, userId: string, reason: string): Promise<TAdminUser> {
  const target = await userOrNotFound(db, userId);
  if (target.id === admin.id) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.cannotBanSelf);
  if (target.role === "admin") throw new AppError("FORBIDDEN", ADMIN_MESSAGES.cannotBanAdmin);
  if (!(await banUser(db, userId, reason, admin))) throw new AppError("CONFLICT", ADMIN_MESSAGES.alreadyBanned);
  // What they published leaves every other user's view (db/bans): the cached sector lists too.
  forgetCatalogueReads(db);
  return userOrNotFound(db, userId);
}

export async function unbanAccount(db: Database, admin: AdminActor, userId: string): Promise<TAdminUser> {
  await userOrNotFound(db, userId);
  if (!(await unbanUser(db, userId, admin))) throw new AppError("CONFLICT", ADMIN_MESSAGES.notBanned);
  forgetCatalogueReads(db);
  return userOrNotFound(db, userId);
}

/** The KYC switch: the investor shows Verified, and a verification request of theirs still waiting is approved with it. */
export async function approveInvestorKyc(db: Database, adminId: string, userId: string): Promise<TAdminUser> {
  const target = await userOrNotFound(db, userId);
  if (target.role !== "investor") throw new AppError("CONFLICT", ADMIN_MESSAGES.notInvestor);
  // The request row before the investor's, in the order an approval from the queue takes them.
  await db.transaction(async (tx) => {
    await approvePendingInvestorRequest(tx, userId, adminId);
    await approveKyc(tx, userId);
  });
  return userOrNotFound(db, userId);
}

/** The one-active-campaign index (the campaigns area's rule) also holds when an admin approves. */
const ONE_ACTIVE_INDEX = "campaigns_one_active_per_business";

export async function reviewCampaign(
  db: Database,
  adminId: string,
  campaignId: string,
  input: { decision: CampaignReviewDecision; reason: string | null },
) {
  const campaignNotFound = () => new AppError("NOT_FOUND", ADMIN_MESSAGES.campaignNotFound);
  if (!isUuid(campaignId)) throw campaignNotFound();
  let reviewed: Awaited<ReturnType<typeof applyCampaignReview>>;
  try {
    reviewed = await db.transaction(async (tx) => {
      const done = await applyCampaignReview(tx, { campaignId, adminId, ...input });
      if (!done) return null;
      await notify(tx, {
        userId: done.founderId,
        ...(input.decision === "active"
          ? { key: "campaign.approved" as const, params: { title: done.title } }
          : { key: "campaign.rejected" as const, params: { title: done.title, reason: input.reason ?? "" } }),
        link: `/founder/campaigns/${campaignId}`,
      });
      return done;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_ACTIVE_INDEX)) throw new AppError("CONFLICT", CAMPAIGN_MESSAGES.oneActive);
    throw error;
  }
  if (!reviewed) {
    if (!(await findAdminCampaign(db, campaignId))) throw campaignNotFound();
    throw new AppError("CONFLICT", ADMIN_MESSAGES.notPendingReview);
  }
  forgetCatalogueReads(db);
  const campaign = await findAdminCampaign(db, campaignId);
  if (!campaign) throw campaignNotFound();
  return campaign;
}
