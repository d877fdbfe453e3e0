import { DASHBOARD_RECENT_INVESTMENTS, INVESTMENT_MESSAGES as M } from "@domain/constants/investments";
import {
  investmentAmountError,
  type TCampaignInvestment,
  type TCampaignInvestmentPage,
  type TInvestment,
  type TInvestmentCreated,
  type TInvestmentPage,
  type TInvestorDashboard,
  type ZInvestmentCreateSchema,
  type ZInvestmentDecisionSchema,
  type ZInvestmentListQuerySchema,
} from "@domain/schemas/investments";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/postgres";
import { findOwnedCampaign } from "../campaigns/campaigns.queries";
import { notify } from "../notifications/notify";
import {
  countCampaignInvestments,
  decidePendingInvestment,
  findCampaignForInvesting,
  findCampaignInvestments,
  findFounderInvestment,
  findInvestmentContext,
  findOwnInvestment,
  findOwnInvestments,
  findPendingInvestmentId,
  findRecentInvestments,
  insertPendingInvestment,
  summarizeOwnInvestments,
} from "./investments.queries";

// Invest Now and its follow-up. Rules: only investors invest (the role table), only in an
// active campaign that has not ended, an amount between the campaign's min and max and not
// above what remains of its goal (goal minus completed investments: pending ones may still be
// rejected, so they reserve nothing), one pending investment per investor and campaign. Only
// the campaign's founder completes or rejects, and only a pending investment.

type InvestmentCreate = z.output<typeof ZInvestmentCreateSchema>;
type InvestmentDecision = z.output<typeof ZInvestmentDecisionSchema>;
type Paging = z.output<typeof ZInvestmentListQuerySchema>;

const campaignNotFound = () => new AppError("NOT_FOUND", M.campaignNotFound);
const investmentNotFound = () => new AppError("NOT_FOUND", M.investmentNotFound);

function nextOffsetOf(offset: number, count: number, total: number): number | null {
  const next = offset + count;
  return count > 0 && next < total ? next : null;
}

async function ownOrThrow(db: Database, investorId: string, id: string): Promise<TInvestment> {
  const investment = await findOwnInvestment(db, investorId, id);
  if (!investment) throw new Error(`investment ${id} of ${investorId} vanished`);
  return investment;
}

export async function createInvestment(
  db: Database,
  investor: { id: string; name: string },
  input: InvestmentCreate,
  now: Date = new Date(),
): Promise<TInvestmentCreated> {
  const campaign = isUuid(input.campaignId) ? await findCampaignForInvesting(db, input.campaignId) : null;
  // A campaign that is not active is visible only to its founder, so it answers as missing.
  if (campaign?.status !== "active") throw campaignNotFound();
  if (campaign.endsAt.getTime() <= now.getTime()) throw new AppError("CONFLICT", M.campaignEnded);

  const amountError = investmentAmountError(input.amount, {
    minInvestment: campaign.minInvestment,
    maxInvestment: campaign.maxInvestment,
    remaining: campaign.fundingGoal - campaign.raised,
  });
  if (amountError) throw new AppError("VALIDATION_FAILED", amountError, { amount: [amountError] });

  const createdId = await db.transaction(async (tx) => {
    const id = await insertPendingInvestment(tx, {
      investorId: investor.id,
      campaignId: campaign.id,
      amount: input.amount,
    });
    // In the transaction: the founder hears of the investment only if it is recorded.
    if (id) {
      await notify(tx, {
        userId: campaign.founderId,
        key: "investment.new",
        params: { investor: investor.name, amount: input.amount, campaign: campaign.title },
        link: `/founder/campaigns/${campaign.id}`,
        dedupeKey: `investment:${id}`,
      });
    }
    return id;
  });
  if (createdId) return { investment: await ownOrThrow(db, investor.id, createdId), created: true };

  // A double submit: the pending investment the first one made is the answer, unchanged.
  const existingId = await findPendingInvestmentId(db, investor.id, campaign.id);
  if (!existingId) throw new AppError("CONFLICT", M.alreadyPending);
  return { investment: await ownOrThrow(db, investor.id, existingId), created: false };
}

export async function listOwnInvestments(db: Database, investorId: string, page: Paging): Promise<TInvestmentPage> {
  const [items, { rows, summary }] = await Promise.all([
    findOwnInvestments(db, investorId, page),
    summarizeOwnInvestments(db, investorId),
  ]);
  return { items, total: rows, nextOffset: nextOffsetOf(page.offset, items.length, rows), summary };
}

export async function getInvestorDashboard(db: Database, investorId: string): Promise<TInvestorDashboard> {
  const [{ summary }, recentInvestments] = await Promise.all([
    summarizeOwnInvestments(db, investorId),
    findRecentInvestments(db, investorId, DASHBOARD_RECENT_INVESTMENTS),
  ]);
  return {
    totalInvestments: summary.count,
    // Money the founders confirmed; a pending amount may still be rejected, so it stays apart.
    totalAmountInvested: summary.completedAmount,
    pendingAmountInvested: summary.pendingAmount,
    summary,
    recentInvestments,
  };
}

// The founder's side.

export async function listCampaignInvestments(
  db: Database,
  founderId: string,
  campaignId: string,
  page: Paging,
): Promise<TCampaignInvestmentPage> {
  const campaign = isUuid(campaignId) ? await findOwnedCampaign(db, founderId, campaignId) : null;
  if (!campaign) throw campaignNotFound();
  const [items, total] = await Promise.all([
    findCampaignInvestments(db, founderId, campaignId, page),
    countCampaignInvestments(db, campaignId),
  ]);
  return { items, total, nextOffset: nextOffsetOf(page.offset, items.length, total) };
}

export async function decideInvestment(
  db: Database,
  founderId: string,
  investmentId: string,
  input: InvestmentDecision,
): Promise<TCampaignInvestment> {
  if (!isUuid(investmentId)) throw investmentNotFound();
  const changed = await db.transaction(async (tx) => {
    const done = await decidePendingInvestment(tx, founderId, investmentId, input.status);
    if (done) await announceDecision(tx, founderId, investmentId, input.status);
    return done;
  });
  // A completed investment changes the landing's raised figure.
  if (changed) forgetCatalogueReads(db);
  const investment = await findFounderInvestment(db, founderId, investmentId);
  // Not in one of the founder's campaigns: the same 404 as a missing id.
  if (!investment) throw investmentNotFound();
  if (!changed) throw new AppError("CONFLICT", M.notPending);
  return investment;
}

async function announceDecision(
  db: Database,
  founderId: string,
  investmentId: string,
  status: InvestmentDecision["status"],
): Promise<void> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const investment = await findFounderInvestment(db, founderId, investmentId);
  const context = await findInvestmentContext(db, investmentId);
  if (!investment || !context) return;
  await notify(db, {
    userId: investment.investorId,
    key: status === "completed" ? "investment.confirmed" : "investment.declined",
    params: { business: context.businessName, amount: investment.amount, campaign: context.campaignTitle },
    link: "/investor/investments",
    dedupeKey: `investment:${investmentId}`,
  });
}
