import { z } from "zod";
import { zText } from "./fields";

// The top-bar search: one route across businesses, active campaigns and investors.

/** GET /api/search?q=. Fewer than GLOBAL_SEARCH_MIN_LENGTH characters answers empty groups. */
export const ZSearchQuerySchema = z.object({
  q: zText().trim().max(100).default(""),
});

const ZSearchHitSchema = z.object({
  id: zText(),
  label: zText(),
  sublabel: zText().nullable(),
  /** The web route it leads to. */
  href: zText(),
});
export type TSearchHit = z.infer<typeof ZSearchHitSchema>;

/** At most GLOBAL_SEARCH_PER_KIND each. */
export const ZSearchResultsSchema = z.object({
  businesses: z.array(ZSearchHitSchema),
  campaigns: z.array(ZSearchHitSchema),
  investors: z.array(ZSearchHitSchema),
});
export type TSearchResults = z.infer<typeof ZSearchResultsSchema>;
