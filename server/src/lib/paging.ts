// Shared by the paginated lists.
import { CATALOGUE_COUNT_CAP } from "@domain/constants/businesses";

/** One page of a list: how many rows, after how many. */
export type Page = { limit: number; offset: number };

// Sorted here rather than in SQL, so the order does not depend on the database's collation.
export const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, "en"));

export function nextOffsetOf(offset: number, count: number, total: number): number | null {
  const next = offset + count;
  return count > 0 && next < total ? next : null;
}

/**
 * Where a capped count stops (decision 034): the first multiple of CATALOGUE_COUNT_CAP at or past
 * the end of the page, so the total reads "1,000+" (or "2,000+" further down) and a capped total
 * always means there is more past the page.
 */
const capOf = (page: { limit: number; offset: number }) =>
  CATALOGUE_COUNT_CAP * Math.max(1, Math.ceil((page.offset + page.limit) / CATALOGUE_COUNT_CAP));

/** How many matches a capped count looks for: its cap, plus one to tell "exactly" from "more". */
export const countLimitOf = (page: { limit: number; offset: number }) => capOf(page) + 1;

/** The total, whether it was capped, and the next page's offset, from a capped count. */
export function cappedPageOf(page: { limit: number; offset: number }, shown: number, counted: number) {
  const cap = capOf(page);
  const totalCapped = counted > cap;
  const total = Math.min(counted, cap);
  return {
    total,
    totalCapped,
    nextOffset: totalCapped ? (shown > 0 ? page.offset + shown : null) : nextOffsetOf(page.offset, shown, total),
  };
}
