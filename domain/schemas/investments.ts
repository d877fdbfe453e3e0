import { m } from "@i18n/messages";
import { z } from "zod";
import { CAMPAIGN_STATUSES } from "../constants/campaigns";
import {
  INVESTMENT_DECISIONS,
  INVESTMENT_STATUSES,
  INVESTMENTS_PAGE_SIZE,
  INVESTMENT_MESSAGES as M,
} from "../constants/investments";
import { formatUsd } from "../format";
import { zText } from "./fields";

// Investments (spec part 2, sections 3, 4, 8; the Invest Now rules). Money is whole dollars.

/** The limits an amount must respect, with the messages the form and the API both show. */
const investmentAmountMessages = {
  belowMin: (min: number) => m.domain_investmentBelowMin({ amount: formatUsd(min) }),
  aboveMax: (max: number) => m.domain_investmentAboveMax({ amount: formatUsd(max) }),
  aboveRemaining: (remaining: number) =>
    remaining > 0
      ? m.domain_investmentAboveRemaining({ amount: formatUsd(remaining) })
      : m.domain_investmentFullyFunded(),
};

/**
 * The one rule for an amount: between the campaign's min and max and not above what remains of
 * its goal (goal minus completed investments). Null when the amount is acceptable.
 */
export function investmentAmountError(
  amount: number,
  limits: { minInvestment: number; maxInvestment: number; remaining: number },
): string | null {
  if (amount < limits.minInvestment) return investmentAmountMessages.belowMin(limits.minInvestment);
  if (amount > limits.maxInvestment) return investmentAmountMessages.aboveMax(limits.maxInvestment);
  if (amount > limits.remaining) return investmentAmountMessages.aboveRemaining(limits.remaining);
  return null;
}

/** POST /api/investor/investments (Invest Now). */
export const ZInvestmentCreateSchema = z.object({
  campaignId: zText({ error: () => M.campaignRequired })
    .trim()
    .min(1, { error: () => M.campaignRequired }),
  amount: z.coerce
    .number({ error: () => M.amountRequired })
    .int({ error: () => M.amountWhole })
    .min(1, { error: () => M.amountPositive })
    .max(1_000_000_000_000, { error: () => m.domain_amountTooLarge() }),
});
export type TInvestmentCreate = z.input<typeof ZInvestmentCreateSchema>;

/** PATCH /api/founder/investments/{id}: the founder completes or rejects a pending investment. */
export const ZInvestmentDecisionSchema = z.object({
  status: z.enum(INVESTMENT_DECISIONS, { error: () => m.domain_investmentChooseDecision() }),
});
export type TInvestmentDecision = z.infer<typeof ZInvestmentDecisionSchema>;

const ZStatus = z.enum(INVESTMENT_STATUSES);

/** One of the investor's own investments, with its campaign and business joined. */
const ZInvestmentSchema = z.object({
  id: zText(),
  amount: z.number(),
  status: ZStatus,
  createdAt: zText(),
  updatedAt: zText(),
  campaign: z.object({
    id: zText(),
    title: zText(),
    status: z.enum(CAMPAIGN_STATUSES),
    fundingGoal: z.number(),
  }),
  business: z.object({ id: zText(), name: zText(), logoUrl: zText().nullable() }),
});
export type TInvestment = z.infer<typeof ZInvestmentSchema>;

/**
 * The investor's totals. count and totalAmount cover pending and completed investments (money
 * committed; a rejected one was declined and is not counted); completed* and pending* split them.
 * Screens show completedAmount as the amount invested and pendingAmount apart, never totalAmount
 * beside Completed badges.
 */
const ZInvestmentSummarySchema = z.object({
  count: z.number(),
  totalAmount: z.number(),
  completedCount: z.number(),
  completedAmount: z.number(),
  pendingCount: z.number(),
  pendingAmount: z.number(),
  rejectedCount: z.number(),
});
export type TInvestmentSummary = z.infer<typeof ZInvestmentSummarySchema>;

export const ZInvestmentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(INVESTMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /api/investor/investments: newest first; total counts every row (rejected too). */
export const ZInvestmentPageSchema = z.object({
  items: z.array(ZInvestmentSchema),
  total: z.number(),
  nextOffset: z.number().nullable(),
  summary: ZInvestmentSummarySchema,
});
export type TInvestmentPage = z.infer<typeof ZInvestmentPageSchema>;

/** POST /api/investor/investments answer; created is false when a pending one already existed. */
export const ZInvestmentCreatedSchema = z.object({ investment: ZInvestmentSchema, created: z.boolean() });
export type TInvestmentCreated = z.infer<typeof ZInvestmentCreatedSchema>;

const ZRecentInvestmentSchema = z.object({
  id: zText(),
  businessId: zText(),
  campaignId: zText(),
  businessName: zText(),
  campaignTitle: zText(),
  amount: z.number(),
  status: ZStatus,
  createdAt: zText(),
});
export type TRecentInvestment = z.infer<typeof ZRecentInvestmentSchema>;

/**
 * GET /api/investor/dashboard. totalInvestments = summary.count (pending and completed);
 * totalAmountInvested = summary.completedAmount, the money founders confirmed, and
 * pendingAmountInvested = summary.pendingAmount, shown apart because it may still be rejected.
 */
export const ZInvestorDashboardSchema = z.object({
  totalInvestments: z.number(),
  totalAmountInvested: z.number(),
  pendingAmountInvested: z.number(),
  summary: ZInvestmentSummarySchema,
  /** The latest DASHBOARD_RECENT_INVESTMENTS, newest first, any status. */
  recentInvestments: z.array(ZRecentInvestmentSchema),
});
export type TInvestorDashboard = z.infer<typeof ZInvestorDashboardSchema>;

/** An investment in one of the founder's campaigns. */
export const ZCampaignInvestmentSchema = z.object({
  id: zText(),
  campaignId: zText(),
  investorId: zText(),
  investorName: zText(),
  amount: z.number(),
  status: ZStatus,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TCampaignInvestment = z.infer<typeof ZCampaignInvestmentSchema>;

/** GET /api/founder/campaigns/{id}/investments: newest first. */
export const ZCampaignInvestmentPageSchema = z.object({
  items: z.array(ZCampaignInvestmentSchema),
  total: z.number(),
  nextOffset: z.number().nullable(),
});
export type TCampaignInvestmentPage = z.infer<typeof ZCampaignInvestmentPageSchema>;
