import { m } from "@i18n/messages";
import { z } from "zod";
import { BUSINESS_STAGES } from "../constants/businesses";
import {
  CAMPAIGN_CREATE_STATUSES,
  CAMPAIGN_INSTRUMENTS,
  CAMPAIGN_STATUSES,
  EQUITY_MAX,
  EQUITY_MIN,
  CAMPAIGN_MESSAGES as M,
} from "../constants/campaigns";
import { optionalImageUrl, optionalText, zText } from "./fields";

// Campaign form and API contract (spec part 2, sections 3-5, plus instrument, end date and the
// cross-field checks the issue adds: min <= max <= goal).

/** A whole-dollar amount; `required` says which one is missing ("Funding goal is required"). */
const money = (required: () => string) =>
  z.coerce
    .number({ error: required })
    .int({ error: () => m.domain_enterWholeDollars() })
    .min(1, { error: () => M.amountMin })
    .max(1_000_000_000_000, { error: () => m.domain_amountTooLarge() });

const titleRequired = { error: () => m.domain_campaignTitleRequired() };
const summaryRequired = { error: () => m.domain_campaignSummaryRequired() };
const equityRange = { error: () => M.equityRange };
const endDateRequired = { error: () => m.domain_campaignEndDateRequired() };

const campaignFields = {
  title: zText(titleRequired).trim().min(1, titleRequired).max(160),
  summary: zText(summaryRequired).trim().min(1, summaryRequired).max(2000),
  fundingGoal: money(() => m.domain_campaignFundingGoalRequired()),
  equityOffered: z.coerce
    .number({ error: () => m.domain_campaignEquityRequired() })
    .min(EQUITY_MIN, equityRange)
    .max(EQUITY_MAX, equityRange)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: () => M.equityStep }),
  minInvestment: money(() => m.domain_campaignMinInvestmentRequired()),
  maxInvestment: money(() => m.domain_campaignMaxInvestmentRequired()),
  instrument: z.enum(CAMPAIGN_INSTRUMENTS, { error: () => m.domain_campaignChooseInstrument() }),
  /** ISO date (yyyy-mm-dd) or date-time; the campaign ends at the end of that day (UTC). */
  endsAt: zText(endDateRequired)
    .min(1, endDateRequired)
    .refine((v) => !Number.isNaN(Date.parse(v)), {
      error: () => m.domain_campaignValidDate(),
    }),
  bannerImageUrl: optionalImageUrl,
  pitch: optionalText(5000),
  problem: optionalText(5000),
  solution: optionalText(5000),
  market: optionalText(5000),
  businessModel: optionalText(5000),
};

type AmountFields = { fundingGoal: number; minInvestment: number; maxInvestment: number };

function checkAmounts(value: AmountFields, ctx: z.RefinementCtx) {
  if (value.minInvestment > value.maxInvestment) {
    ctx.addIssue({ code: "custom", path: ["minInvestment"], message: M.minAboveMax });
  }
  if (value.maxInvestment > value.fundingGoal) {
    ctx.addIssue({ code: "custom", path: ["maxInvestment"], message: M.maxAboveGoal });
  }
}

/** POST /api/founder/campaigns: a new campaign may start as draft, pending or active. */
export const ZCampaignCreateSchema = z
  .object({ ...campaignFields, status: z.enum(CAMPAIGN_CREATE_STATUSES).default("draft") })
  .superRefine(checkAmounts);
export type TCampaignCreate = z.input<typeof ZCampaignCreateSchema>;

/** PUT /api/founder/campaigns/{id}: all five statuses are offered. */
export const ZCampaignUpdateSchema = z
  .object({ ...campaignFields, status: z.enum(CAMPAIGN_STATUSES) })
  .superRefine(checkAmounts);
export type TCampaignUpdate = z.input<typeof ZCampaignUpdateSchema>;

export const ZCampaignSchema = z.object({
  id: zText(),
  businessId: zText(),
  title: zText(),
  summary: zText(),
  fundingGoal: z.number(),
  equityOffered: z.number(),
  minInvestment: z.number(),
  maxInvestment: z.number(),
  instrument: z.enum(CAMPAIGN_INSTRUMENTS),
  status: z.enum(CAMPAIGN_STATUSES),
  endsAt: zText(),
  bannerImageUrl: zText().nullable(),
  pitch: zText().nullable(),
  problem: zText().nullable(),
  solution: zText().nullable(),
  market: zText().nullable(),
  businessModel: zText().nullable(),
  /** Sum of completed investments, whole dollars. */
  raised: z.number(),
  percentFunded: z.number(),
  /** Every investment, any status (a campaign with one cannot be deleted). */
  investmentCount: z.number(),
  /** Distinct investors with a completed investment: the campaign page's Investors. */
  investorCount: z.number(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TCampaign = z.infer<typeof ZCampaignSchema>;

/** A campaign with the business it belongs to, for /deals cards and the detail page. */
export const ZCampaignWithBusinessSchema = ZCampaignSchema.extend({
  business: z.object({
    id: zText(),
    userId: zText(),
    businessName: zText(),
    businessType: zText().nullable(),
    description: zText().nullable(),
    incorporationCountry: zText().nullable(),
    stage: z.enum(BUSINESS_STAGES).nullable(),
    logoUrl: zText().nullable(),
    team: z.array(z.object({ name: zText(), role: zText(), bio: zText() })),
    documents: z.array(zText()),
    ownerName: zText(),
    /** An admin approved the business's registration (the "Verified" badge). */
    verified: z.boolean(),
  }),
});
export type TCampaignWithBusiness = z.infer<typeof ZCampaignWithBusinessSchema>;
