import { z } from "zod";
import { AMOUNT_RANGES, BUSINESS_MESSAGES, BUSINESS_STAGES } from "../constants/businesses";
import { emptyToUndefined, optionalText, optionalUrl } from "./fields";
import { catalogPage, paging } from "./paging";

// The founder's business profile (spec part 2, sections 3 and 5). Empty strings become null.

const wholeNumber = z.coerce
  .number({ error: "Enter a number" })
  .int({ error: "Enter a whole number" })
  .min(0, { error: "Cannot be negative" });

export const ZTractionMetrics = z.object({
  revenue: wholeNumber.default(0),
  users: wholeNumber.default(0),
  growthRate: z.coerce.number({ error: "Enter a number" }).min(-100).max(10_000).default(0),
});

export const ZMilestone = z.object({
  title: z.string().trim().min(1, { error: "Milestone title is required" }).max(200),
  date: z.string().trim().max(40).default(""),
  description: z.string().trim().max(2000).default(""),
});

export const ZFundraisingRound = z.object({
  date: z.string().trim().max(40).default(""),
  amount: wholeNumber,
  valuation: wholeNumber.default(0),
  investors: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
});

export const ZTeamMember = z.object({
  name: z.string().trim().min(1, { error: "Team member name is required" }).max(120),
  role: z.string().trim().max(120).default(""),
  bio: z.string().trim().max(1000).default(""),
});

/** PUT /api/founder/business: create or update the founder's one business. */
export const ZBusinessInputSchema = z.object({
  businessName: z
    .string({ error: BUSINESS_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: BUSINESS_MESSAGES.nameRequired })
    .max(160),
  businessType: optionalText(80),
  description: optionalText(5000),
  incorporationCountry: optionalText(80),
  stage: z
    .enum(BUSINESS_STAGES)
    .nullish()
    .transform((v) => v ?? null),
  logoUrl: optionalUrl,
  videoPitchUrl: optionalUrl,
  tractionMetrics: ZTractionMetrics.default({ revenue: 0, users: 0, growthRate: 0 }),
  milestones: z.array(ZMilestone).max(50).default([]),
  fundraisingHistory: z.array(ZFundraisingRound).max(50).default([]),
  team: z.array(ZTeamMember).max(50).default([]),
  documents: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
});
export type TBusinessInput = z.input<typeof ZBusinessInputSchema>;
export type TBusinessInputParsed = z.output<typeof ZBusinessInputSchema>;

export const ZCampaignSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  fundingGoal: z.number(),
  raised: z.number(),
  percentFunded: z.number(),
  endsAt: z.string(),
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummarySchema>;

export const ZBusinessSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  businessType: z.string().nullable(),
  description: z.string().nullable(),
  incorporationCountry: z.string().nullable(),
  stage: z.enum(BUSINESS_STAGES).nullable(),
  logoUrl: z.string().nullable(),
  videoPitchUrl: z.string().nullable(),
  tractionMetrics: z.object({ revenue: z.number(), users: z.number(), growthRate: z.number() }),
  milestones: z.array(z.object({ title: z.string(), date: z.string(), description: z.string() })),
  fundraisingHistory: z.array(
    z.object({ date: z.string(), amount: z.number(), valuation: z.number(), investors: z.array(z.string()) }),
  ),
  team: z.array(z.object({ name: z.string(), role: z.string(), bio: z.string() })),
  documents: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBusiness = z.infer<typeof ZBusinessSchema>;

/** A business as the public catalogue shows it, with its active campaign if any. */
export const ZBusinessCardSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  businessType: z.string().nullable(),
  description: z.string().nullable(),
  incorporationCountry: z.string().nullable(),
  stage: z.enum(BUSINESS_STAGES).nullable(),
  logoUrl: z.string().nullable(),
  ownerName: z.string(),
  activeCampaign: ZCampaignSummarySchema.nullable(),
  /** For a signed-in viewer: whether they saved it (passed ones are left out of their lists). */
  saved: z.boolean(),
});
export type TBusinessCard = z.infer<typeof ZBusinessCardSchema>;

export const ZBusinessDetailSchema = z.object({
  business: ZBusinessSchema,
  ownerName: z.string(),
  activeCampaign: ZCampaignSummarySchema.nullable(),
  saved: z.boolean(),
});
export type TBusinessDetail = z.infer<typeof ZBusinessDetailSchema>;

const amountKeys = Object.keys(AMOUNT_RANGES) as [keyof typeof AMOUNT_RANGES, ...Array<keyof typeof AMOUNT_RANGES>];

/** GET /api/businesses query: every filter really filters, on the server. */
export const ZBusinessListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  sector: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
  stage: z.preprocess(emptyToUndefined, z.enum(BUSINESS_STAGES).optional()),
  amount: z.preprocess(emptyToUndefined, z.enum(amountKeys).optional()),
  /** Only the viewer's saved businesses. */
  saved: z.preprocess(emptyToUndefined, z.enum(["true"]).optional()),
  ...paging,
});
export type TBusinessListQuery = z.input<typeof ZBusinessListQuerySchema>;

export const ZBusinessPageSchema = catalogPage(ZBusinessCardSchema);
export type TBusinessPage = z.infer<typeof ZBusinessPageSchema>;

/** PUT /api/businesses/{id}/reaction: Save or Pass, kept per signed-in user. */
export const BUSINESS_REACTIONS = ["saved", "passed"] as const;
export const ZBusinessReactionSchema = z.object({
  reaction: z.enum(BUSINESS_REACTIONS, { error: "Choose saved or passed" }),
});
export type TBusinessReaction = z.infer<typeof ZBusinessReactionSchema>;
