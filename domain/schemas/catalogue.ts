import { z } from "zod";
import { AMOUNT_RANGES, BUSINESS_STAGES, CATALOGUE_PAGE_SIZE } from "../constants";
import { ZBusinessCardSchema } from "./businesses";
import { ZCampaignWithBusinessSchema } from "./campaigns";

const amountKeys = Object.keys(AMOUNT_RANGES) as [keyof typeof AMOUNT_RANGES, ...Array<keyof typeof AMOUNT_RANGES>];
const emptyToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

const paging = {
  limit: z.coerce.number().int().min(1).max(50).default(CATALOGUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

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

/** GET /api/deals query: active campaigns. */
export const ZDealListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  sector: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
  stage: z.preprocess(emptyToUndefined, z.enum(BUSINESS_STAGES).optional()),
  ...paging,
});
export type TDealListQuery = z.input<typeof ZDealListQuerySchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    /** The offset of the next page, or null on the last one. */
    nextOffset: z.number().nullable(),
    /** Sector values present in the whole catalogue (for the sector filter). */
    sectors: z.array(z.string()),
  });

export const ZBusinessPageSchema = page(ZBusinessCardSchema);
export type TBusinessPage = z.infer<typeof ZBusinessPageSchema>;
export const ZDealPageSchema = page(ZCampaignWithBusinessSchema);
export type TDealPage = z.infer<typeof ZDealPageSchema>;

/** GET /api/feed: the landing page's live cards (empty lists mean the catalogue is empty). */
export const ZFeedCardSchema = z.object({
  id: z.string(),
  href: z.string(),
  company: z.string(),
  owner: z.string(),
  description: z.string(),
  raised: z.number(),
  percentFunded: z.number(),
});
export const ZFeedSchema = z.object({ campaigns: z.array(ZFeedCardSchema), companies: z.array(ZFeedCardSchema) });
export type TFeed = z.infer<typeof ZFeedSchema>;

/** PUT /api/businesses/{id}/reaction: Save or Pass, kept per signed-in user. */
export const BUSINESS_REACTIONS = ["saved", "passed"] as const;
export const ZBusinessReactionSchema = z.object({
  reaction: z.enum(BUSINESS_REACTIONS, { error: "Choose saved or passed" }),
});
export type TBusinessReaction = z.infer<typeof ZBusinessReactionSchema>;
