import { m } from "@i18n/messages";
import { z } from "zod";
import { AMOUNT_RANGES, BUSINESS_MESSAGES, BUSINESS_STAGES } from "../constants/businesses";
import { ZResponseBadgeSchema } from "../responsiveness/response-badge-schema";
import { emptyToUndefined, optionalImageUrl, optionalText, optionalUrl, zText } from "./fields";
import { catalogPage, paging } from "./paging";

// The founder's business profile (spec part 2, sections 3 and 5). Empty strings become null.

const enterNumber = { error: () => m.domain_fieldEnterNumber() };
const wholeNumber = z.coerce
  .number(enterNumber)
  .int({ error: () => m.domain_fieldEnterWholeNumber() })
  .min(0, { error: () => m.domain_fieldNotNegative() });

const ZTractionMetrics = z.object({
  revenue: wholeNumber.default(0),
  users: wholeNumber.default(0),
  growthRate: z.coerce.number(enterNumber).min(-100).max(10_000).default(0),
});

const ZMilestone = z.object({
  title: zText()
    .trim()
    .min(1, { error: () => m.domain_businessMilestoneTitleRequired() })
    .max(200),
  date: zText().trim().max(40).default(""),
  description: zText().trim().max(2000).default(""),
});

const ZFundraisingRound = z.object({
  date: zText().trim().max(40).default(""),
  amount: wholeNumber,
  valuation: wholeNumber.default(0),
  investors: z.array(zText().trim().min(1).max(120)).max(50).default([]),
});

const ZTeamMember = z.object({
  name: zText()
    .trim()
    .min(1, { error: () => m.domain_businessTeamMemberNameRequired() })
    .max(120),
  role: zText().trim().max(120).default(""),
  bio: zText().trim().max(1000).default(""),
});

/** PUT /api/founder/business: create or update the founder's one business. */
export const ZBusinessInputSchema = z.object({
  businessName: zText({ error: () => BUSINESS_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: () => BUSINESS_MESSAGES.nameRequired })
    .max(160),
  businessType: optionalText(80),
  description: optionalText(5000),
  incorporationCountry: optionalText(80),
  stage: z
    .enum(BUSINESS_STAGES)
    .nullish()
    .transform((v) => v ?? null),
  logoUrl: optionalImageUrl,
  videoPitchUrl: optionalUrl,
  tractionMetrics: ZTractionMetrics.default({ revenue: 0, users: 0, growthRate: 0 }),
  milestones: z.array(ZMilestone).max(50).default([]),
  fundraisingHistory: z.array(ZFundraisingRound).max(50).default([]),
  team: z.array(ZTeamMember).max(50).default([]),
  documents: z.array(zText().trim().min(1).max(200)).max(50).default([]),
});
export type TBusinessInput = z.input<typeof ZBusinessInputSchema>;
export type TBusinessInputParsed = z.output<typeof ZBusinessInputSchema>;

const ZCampaignSummarySchema = z.object({
  id: zText(),
  title: zText(),
  fundingGoal: z.number(),
  raised: z.number(),
  percentFunded: z.number(),
  endsAt: zText(),
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummarySchema>;

export const ZBusinessSchema = z.object({
  id: zText(),
  userId: zText(),
  businessName: zText(),
  businessType: zText().nullable(),
  description: zText().nullable(),
  incorporationCountry: zText().nullable(),
  stage: z.enum(BUSINESS_STAGES).nullable(),
  logoUrl: zText().nullable(),
  videoPitchUrl: zText().nullable(),
  tractionMetrics: z.object({ revenue: z.number(), users: z.number(), growthRate: z.number() }),
  milestones: z.array(z.object({ title: zText(), date: zText(), description: zText() })),
  fundraisingHistory: z.array(
    z.object({ date: zText(), amount: z.number(), valuation: z.number(), investors: z.array(zText()) }),
  ),
  team: z.array(z.object({ name: zText(), role: zText(), bio: zText() })),
  documents: z.array(zText()),
  /** When an admin approved the business's registration; null while it is not Verified. */
  verifiedAt: zText().nullable(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TBusiness = z.infer<typeof ZBusinessSchema>;

/** A business as the public catalogue shows it, with its active campaign if any. */
const ZBusinessCardSchema = z.object({
  id: zText(),
  businessName: zText(),
  businessType: zText().nullable(),
  description: zText().nullable(),
  incorporationCountry: zText().nullable(),
  stage: z.enum(BUSINESS_STAGES).nullable(),
  logoUrl: zText().nullable(),
  ownerName: zText(),
  activeCampaign: ZCampaignSummarySchema.nullable(),
  /** For a signed-in viewer: whether they saved it (passed ones are left out of their lists). */
  saved: z.boolean(),
  /** An admin approved its registration (the "Verified" badge). */
  verified: z.boolean(),
  /** How its founder answers interest and first messages, once there are enough cases (decision 029). */
  responseBadge: ZResponseBadgeSchema.nullable(),
});
export type TBusinessCard = z.infer<typeof ZBusinessCardSchema>;

export const ZBusinessDetailSchema = z.object({
  business: ZBusinessSchema,
  ownerName: zText(),
  activeCampaign: ZCampaignSummarySchema.nullable(),
  saved: z.boolean(),
  /** An admin approved its registration (the "Verified" badge). */
  verified: z.boolean(),
  /** How its founder answers interest and first messages, once there are enough cases (decision 029). */
  responseBadge: ZResponseBadgeSchema.nullable(),
});
export type TBusinessDetail = z.infer<typeof ZBusinessDetailSchema>;

const amountKeys = Object.keys(AMOUNT_RANGES) as [keyof typeof AMOUNT_RANGES, ...Array<keyof typeof AMOUNT_RANGES>];

/** GET /api/businesses query: every filter really filters, on the server. */
export const ZBusinessListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, zText().trim().max(100).optional()),
  sector: z.preprocess(emptyToUndefined, zText().trim().max(80).optional()),
  stage: z.preprocess(emptyToUndefined, z.enum(BUSINESS_STAGES).optional()),
  amount: z.preprocess(emptyToUndefined, z.enum(amountKeys).optional()),
  /** Only the viewer's saved businesses. */
  saved: z.preprocess(emptyToUndefined, z.enum(["true"]).optional()),
  /** Only the businesses the viewer passed (hidden everywhere else), so a pass can be taken back. */
  passed: z.preprocess(emptyToUndefined, z.enum(["true"]).optional()),
  ...paging,
});

export const ZBusinessPageSchema = catalogPage(ZBusinessCardSchema);
export type TBusinessPage = z.infer<typeof ZBusinessPageSchema>;

/** PUT /api/businesses/{id}/reaction: Save or Pass, kept per signed-in user. */
const BUSINESS_REACTIONS = ["saved", "passed"] as const;
export const ZBusinessReactionSchema = z.object({
  reaction: z.enum(BUSINESS_REACTIONS, { error: () => m.domain_businessChooseReaction() }),
});
export type TBusinessReaction = z.infer<typeof ZBusinessReactionSchema>;
