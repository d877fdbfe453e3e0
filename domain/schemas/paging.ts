import { z } from "zod";
import { CATALOGUE_PAGE_SIZE } from "../constants/businesses";
import { zText } from "./fields";

// Paging shared by the catalogue lists (/businesses, /deals): limit/offset, and the page shape.

export const paging = {
  limit: z.coerce.number().int().min(1).max(50).default(CATALOGUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

export const catalogPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** The matches counted: all of them, or CATALOGUE_COUNT_CAP past the page when `totalCapped`. */
    total: z.number(),
    /** True when more than `total` match (the count stopped at its cap): shown as "1,000+". */
    totalCapped: z.boolean(),
    /** The offset of the next page, or null on the last one. */
    nextOffset: z.number().nullable(),
    /** Sector values present in the whole catalogue (for the sector filter). */
    sectors: z.array(zText()),
  });
