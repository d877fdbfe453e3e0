import { type CatalogueItem, catalogueFor } from "./documents";

// The founder's document library: files prepared ahead, filed under the catalogue's categories,
// that answer an investor's request in one click (issue 10).

export type Readiness = {
  /** 0-100, whole percent. */
  score: number;
  ready: number;
  total: number;
  missing: CatalogueItem[];
};

/** How much of the country's catalogue (the items prepared ahead) the founder's library holds. */
export function readinessOf(country: string | null | undefined, readyKeys: Iterable<string>): Readiness {
  const have = new Set(readyKeys);
  const items = catalogueFor(country).filter((item) => item.preparedAhead);
  const missing = items.filter((item) => !have.has(item.key));
  const ready = items.length - missing.length;
  return { score: Math.round((ready / items.length) * 100), ready, total: items.length, missing };
}
