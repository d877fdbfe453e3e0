import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { MATCH_MESSAGES, RECOMMENDATION_TEXTS, SIMILAR_BUSINESSES_COUNT } from "@domain/constants/matching";
import { matchLabel } from "@domain/matching/rules";
import type {
  TMatchCard,
  TMatchKind,
  TMatchList,
  TSavedMatches,
  TSimilarBusinesses,
  ZMatchListQuerySchema,
} from "@domain/schemas/matching";
import { getLocale } from "@i18n/runtime";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { type DataVersions, dataVersionsFor, sharedVersion, viewerVersion } from "../../db/data-versions";
import { AppError } from "../../lib/errors";
import { type KeptAnswer, keptAnswer } from "../../lib/kept-answers";
import { deleteSaved, findSimilarBusinesses, insertSaved } from "./matching.queries";
import { cachedMatches } from "./matching-cache";
import { MATCHING_SOURCES, readDataVersions } from "./matching-candidates.queries";
import { type Computed, computeMatches, type RecommendationKey } from "./matching-compute";
import { findSettings } from "./matching-settings.queries";

// The signed-in user's matches (investor: businesses; founder with a business: investors), their
// saved matches and similar businesses. Everything is found by the session's user id.

type ListQuery = z.output<typeof ZMatchListQuerySchema>;
export type MatchViewer = {
  userId: string;
  role: string;
  /** The data versions the session's statement read (decision 042), when it did. */
  dataVersions?: DataVersions;
};

/** What a viewer of this role can be matched with and save: none for an admin. */
function kindOfRole(role: string): TMatchKind | null {
  if (role === "investor") return "business";
  if (role === "founder") return "investor";
  return null;
}

/**
 * The viewer's computed matches (from the cache while the data version and 5 minutes hold), and
 * the ids they saved of the kind their role is matched with, newest first, read with the version.
 */
async function matchesOf(db: Database, viewer: MatchViewer): Promise<{ computed: Computed; savedIds: string[] }> {
  const kind = kindOfRole(viewer.role);
  const { versions, saved } = await readDataVersions(db, kind && { userId: viewer.userId, kind });
  const computed = await cachedMatches(db, viewer.userId, versions.all, () =>
    computeMatches(db, viewer.userId, viewer.role, versions),
  );
  // A founder without a business has no kind of match: nothing they saved is shown.
  return { computed, savedIds: computed.kind === kind ? saved : [] };
}

function filtered(c: Computed, q: ListQuery): Int32Array {
  const search = q.search?.toLowerCase();
  const sector = q.sector?.toLowerCase();
  if (!search && !sector && q.minScore === undefined && !q.label) return c.order;
  return c.order.filter(
    (i) =>
      (!search || c.haystack(i).includes(search)) &&
      (!sector || c.sectorsAt(i).some((x) => x.toLowerCase() === sector)) &&
      (q.minScore === undefined || c.score(i) >= q.minScore) &&
      (!q.label || matchLabel(c.score(i)) === q.label),
  );
}

/** A recommendation as this request's reader reads it (the cache keeps its id only). */
function recommendationText(id: RecommendationKey): string {
  return id === "investorFallback" || id === "businessFallback" ? MATCH_MESSAGES[id] : RECOMMENDATION_TEXTS[id];
}

/**
 * A page of the viewer's matches as JSON, kept in this process (lib/kept-answers, decision 042)
 * for as long as it would come out the same: the same counters of what scores a match (every
 * computation at them gives the same matches) and of the viewer's saved matches, the same role,
 * query and language. The session's statement read the counters, so a kept page costs the request
 * no statement of its own.
 */
export async function keptMatchList(db: Database, viewer: MatchViewer, q: ListQuery): Promise<KeptAnswer<TMatchList>> {
  const versions = await dataVersionsFor(db, { user: { id: viewer.userId }, dataVersions: viewer.dataVersions });
  const key = `match-list:${viewer.userId}:${viewer.role}:${getLocale()}:${JSON.stringify(q)}`;
  const version = `${sharedVersion(versions, MATCHING_SOURCES)}:${viewerVersion(versions, "saved_matches")}`;
  return keptAnswer(db, key, version, async () => {
    const { computed, savedIds } = await matchesOf(db, viewer);
    return matchListOf(computed, savedIds, q);
  });
}

/** A page of the viewer's matches, built afresh (bench:matching times this). */
export async function listMatches(db: Database, viewer: MatchViewer, q: ListQuery): Promise<TMatchList> {
  const { computed, savedIds } = await matchesOf(db, viewer);
  return matchListOf(computed, savedIds, q);
}

function matchListOf(computed: Computed, savedIds: string[], q: ListQuery): TMatchList {
  const items = filtered(computed, q);
  const page = items.subarray(q.offset, q.offset + q.limit);
  const saved = new Set(savedIds);
  const next = q.offset + page.length;
  return {
    kind: computed.kind,
    items: Array.from(page, (i) => {
      const card = computed.card(i);
      return { ...card, saved: saved.has(card.id) };
    }),
    total: items.length,
    allTotal: computed.order.length,
    nextOffset: next < items.length ? next : null,
    sectors: computed.sectors,
    recommendations: computed.recommendations.map((id) => ({ id, text: recommendationText(id) })),
  };
}

/** Saved Matches, newest first, with their current score (whatever it is); gone targets are left out. */
export async function listSaved(db: Database, viewer: MatchViewer): Promise<TSavedMatches> {
  const { computed, savedIds } = await matchesOf(db, viewer);
  const items: TMatchCard[] = [];
  for (const id of savedIds) {
    const i = computed.find(id);
    if (i >= 0) items.push({ ...computed.card(i), saved: true });
  }
  return { items };
}

const notFound = () => new AppError("NOT_FOUND", MATCH_MESSAGES.matchNotFound);

async function kindFor(db: Database, viewer: MatchViewer, targetId: string): Promise<TMatchKind> {
  const { computed } = await matchesOf(db, viewer);
  // Only something the viewer can be matched with may be saved: a business (investor), an investor (founder).
  if (!computed.kind || computed.find(targetId) < 0) throw notFound();
  return computed.kind;
}

export async function saveMatch(db: Database, viewer: MatchViewer, targetId: string): Promise<void> {
  await insertSaved(db, viewer.userId, await kindFor(db, viewer, targetId), targetId);
}

export async function unsaveMatch(db: Database, viewer: MatchViewer, targetId: string): Promise<void> {
  const { computed } = await matchesOf(db, viewer);
  if (!computed.kind || !(await deleteSaved(db, viewer.userId, computed.kind, targetId))) throw notFound();
}

/**
 * "Explore similar recommendations": off in the viewer's settings means none are shown. A banned
 * founder's business is not found (except for an admin, `showBanned`) and never among the similar.
 */
export async function similarBusinesses(
  db: Database,
  userId: string,
  businessId: string,
  showBanned = false,
): Promise<TSimilarBusinesses> {
  const settings = await findSettings(db, userId);
  if (!settings.toggles.similarRecommendations) {
    return { items: [], enabled: false };
  }
  const rows = await findSimilarBusinesses(db, businessId, SIMILAR_BUSINESSES_COUNT, showBanned);
  if (rows === null) throw new AppError("NOT_FOUND", BUSINESS_MESSAGES.notFound);
  return { items: rows, enabled: true };
}
