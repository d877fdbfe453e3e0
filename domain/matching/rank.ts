import { isKept } from "./score";

// Keeping and ordering matches: only scores above 30, highest first; equal scores by name, then id,
// so the order never depends on the database's row order. Names compare by code unit: ranking
// 100 000 businesses with locale-aware comparison costs more than the scoring itself.

export type Rankable = { score: number; name: string; id: string };

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareMatches(a: Rankable, b: Rankable): number {
  return b.score - a.score || byCodeUnit(a.name, b.name) || byCodeUnit(a.id, b.id);
}

export function rankMatches<T extends Rankable>(scored: Iterable<T>): T[] {
  const kept: T[] = [];
  for (const s of scored) if (isKept(s.score)) kept.push(s);
  return kept.sort(compareMatches);
}
