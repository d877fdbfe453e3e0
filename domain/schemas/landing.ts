import { z } from "zod";
import { zText } from "./fields";

// The landing page's live feed.

/** GET /api/feed: the landing page's live cards (empty lists mean the catalogue is empty). */
const ZFeedCardSchema = z.object({
  id: zText(),
  href: zText(),
  company: zText(),
  owner: zText(),
  description: zText(),
  raised: z.number(),
  percentFunded: z.number(),
});
/** The stats block's live figures, exact: the page rounds them down (domain/landing-figures.ts). */
const ZLandingStatsSchema = z.object({
  /** Businesses whose owner is not banned. */
  businesses: z.number().int().nonnegative(),
  /** Whole US dollars of completed investments. */
  raised: z.number().int().nonnegative(),
});
export const ZFeedSchema = z.object({
  campaigns: z.array(ZFeedCardSchema),
  companies: z.array(ZFeedCardSchema),
  stats: ZLandingStatsSchema,
});
export type TFeed = z.infer<typeof ZFeedSchema>;
