import { z } from "zod";

// The top-bar search: one route across businesses, active campaigns and investors.

/** GET /api/search?q=. Fewer than GLOBAL_SEARCH_MIN_LENGTH characters answers empty groups. */
export const ZSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
});
export type TSearchQuery = z.input<typeof ZSearchQuerySchema>;

export const ZSearchHitSchema = z.object({
  id: z.string(),
  label: z.string(),
  sublabel: z.string().nullable(),
  /** The web route it leads to. */
  href: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHitSchema>;

/** At most GLOBAL_SEARCH_PER_KIND each. */
export const ZSearchResultsSchema = z.object({
  businesses: z.array(ZSearchHitSchema),
  campaigns: z.array(ZSearchHitSchema),
  investors: z.array(ZSearchHitSchema),
});
export type TSearchResults = z.infer<typeof ZSearchResultsSchema>;
