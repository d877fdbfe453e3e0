import { z } from "zod";
import { BUSINESS_STAGES } from "../constants/businesses";
import { ZCampaignWithBusinessSchema } from "./campaigns";
import { emptyToUndefined, zText } from "./fields";
import { catalogPage, paging } from "./paging";

// The deals list (/deals): active campaigns with their business.

/** GET /api/deals query: active campaigns. */
export const ZDealListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, zText().trim().max(100).optional()),
  sector: z.preprocess(emptyToUndefined, zText().trim().max(80).optional()),
  stage: z.preprocess(emptyToUndefined, z.enum(BUSINESS_STAGES).optional()),
  ...paging,
});

export const ZDealPageSchema = catalogPage(ZCampaignWithBusinessSchema);
export type TDealPage = z.infer<typeof ZDealPageSchema>;
