import { BUSINESS_STAGE_LABELS, type BusinessStage, SECTOR_LABELS, type Sector } from "@domain/constants/businesses";
import {
  DEFAULT_INVESTMENT_PREFERENCES,
  INVESTOR_TICKET_FALLBACK,
  INVESTOR_TYPE_LABELS,
} from "@domain/constants/investors";
import { MATCH_MESSAGES, MATCH_SCORE_CAP, type RecommendationId } from "@domain/constants/matching";
import { formatTicketRange } from "@domain/format";
import { founderCouldRaise, investorCouldRaise } from "@domain/matching/raise";
import { businessRecommendations, investorRecommendations } from "@domain/matching/recommendations";
import {
  type PreparedBusiness,
  type PreparedInvestor,
  prepareBusiness,
  prepareInvestor,
  SCORE_STEPS_PER_POINT,
} from "@domain/matching/rules";
import { explainMatch, isKept, scorePoints } from "@domain/matching/score";
import type { TMatchCard, TMatchKind } from "@domain/schemas/matching";
import type { Database } from "../../db/client";
import { countProcessesOfInvestor, findProgressByInvestor } from "../due-diligence/process.queries";
import {
  type BusinessCandidateRow,
  findBusinessCandidates,
  findFounderBusiness,
  findHistorySectors,
  findInvestorCandidate,
  findInvestorCandidates,
  type InvestorCandidateRow,
  type MatchingVersions,
} from "./matching-candidates.queries";
import { cardsKeptPerLanguage } from "./matching-cards";
import { findSettings } from "./matching-settings.queries";
import { sharedSnapshot } from "./matching-snapshot";

// A viewer's matches, computed once per cache entry: every candidate scored (no strings, no
// allocation for what is not kept), the cards and explanations built only for what a request shows.
// An entry serves every later request of its viewer, whatever language each speaks (decision 019):
// it holds data (scores, indices, ids), and a card's texts are made when a request first reads
// it in its language, then kept for the next (matching-cards.ts).

/** An improvement recommendation, or the spec's fallback when the profile was never completed. */
export type RecommendationKey = RecommendationId | "investorFallback" | "businessFallback";

/**
 * A viewer's matches over the shared candidate list: scores by candidate index and the kept ones'
 * order (best first). Cards, search text and sectors are read per index, only for what a request shows.
 */
export type Computed = {
  kind: TMatchKind | null;
  /** Candidate indices of the kept matches (score above 30), best first. */
  order: Int32Array;
  score: (i: number) => number;
  haystack: (i: number) => string;
  sectorsAt: (i: number) => readonly string[];
  card: (i: number) => Omit<TMatchCard, "saved">;
  /** A candidate's index by id, kept or not (Saved Matches shows a saved one whatever its score); -1 if none. */
  find: (id: string) => number;
  /** Sectors present among the kept matches, for the Filters panel. */
  sectors: string[];
  /** Up to 3 recommendations by id; their texts are the reader's (recommendationText). */
  recommendations: readonly RecommendationKey[];
};

const EMPTY: Computed = {
  kind: null,
  order: new Int32Array(0),
  score: () => 0,
  haystack: () => "",
  sectorsAt: () => [],
  card: () => {
    throw new Error("no candidates");
  },
  find: () => -1,
  sectors: [],
  recommendations: [],
};

const sectorText = (s: string | null) => (s ? (SECTOR_LABELS[s as Sector] ?? s) : null);
const stageText = (s: string | null) => (s ? (BUSINESS_STAGE_LABELS[s as BusinessStage] ?? s) : null);
const present = (list: Array<string | null | undefined>): string[] => list.filter((x): x is string => Boolean(x));
const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** A business's facts, lower-cased once: for scoring it against many investors. */
export const businessFacts = (r: BusinessCandidateRow): PreparedBusiness => prepareBusiness(r);

export function investorFacts(r: InvestorCandidateRow, history: string[] = []): PreparedInvestor {
  const p = r.preferences ?? DEFAULT_INVESTMENT_PREFERENCES;
  return prepareInvestor({
    sectors: history.length ? [...new Set([...p.sectors, ...history])] : p.sectors,
    ticketMin: p.ticketSizes.min,
    ticketMax: p.ticketSizes.max,
    riskAppetite: p.riskAppetite,
    address: r.address,
  });
}

/**
 * The kept indices, best first, in linear time: scores are whole quarter points from 0 to 100, so
 * a bucket per quarter point; the candidates are already in name order, so equal scores keep it
 * (rankMatches' order).
 */
function orderOf(scores: Float64Array): Int32Array {
  const buckets = MATCH_SCORE_CAP * SCORE_STEPS_PER_POINT + 1;
  const bucketOf = (s: number) => Math.round(s * SCORE_STEPS_PER_POINT);
  const counts = new Int32Array(buckets);
  for (const s of scores) if (isKept(s)) counts[bucketOf(s)] = (counts[bucketOf(s)] ?? 0) + 1;
  const start = new Int32Array(buckets);
  let at = 0;
  for (let b = buckets - 1; b >= 0; b--) {
    start[b] = at;
    at += counts[b] ?? 0;
  }
  const order = new Int32Array(at);
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i] as number;
    if (isKept(s)) order[(start[bucketOf(s)] as number)++] = i;
  }
  return order;
}

function sectorsOf(order: Int32Array, sectorsAt: (i: number) => readonly string[]): string[] {
  const seen = new Set<string>();
  for (const i of order) for (const x of sectorsAt(i)) seen.add(x);
  return [...seen].sort();
}

async function businessesAt(db: Database, version: number) {
  return sharedSnapshot(db, "businesses", version, async () => {
    const rows = (await findBusinessCandidates(db)).sort(byNameThenId);
    return { rows, index: new Map(rows.map((r, i) => [r.id, i])) };
  });
}

async function forInvestor(db: Database, userId: string, versions: MatchingVersions): Promise<Computed> {
  const [me, settings, snapshot, ddCount] = await Promise.all([
    findInvestorCandidate(db, userId),
    findSettings(db, userId),
    businessesAt(db, versions.businesses),
    countProcessesOfInvestor(db, userId),
  ]);
  if (!me) return EMPTY;
  const history = settings.toggles.useInvestmentHistory ? (await findHistorySectors(db, userId)).get(userId) : [];
  const investor = investorFacts(me, history);
  const weights = settings.weights;
  const { rows, index } = snapshot;
  const scores = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) scores[i] = scorePoints(investor, rows[i] as BusinessCandidateRow, { weights });
  const order = orderOf(scores);
  const row = (i: number) => rows[i] as BusinessCandidateRow;
  const sectorsAt = (i: number) => present([row(i).businessType]);
  const card = (i: number): Omit<TMatchCard, "saved"> => {
    const r = row(i);
    const explained = explainMatch(investor, r, { weights });
    return {
      kind: "business",
      id: r.id,
      name: r.name,
      subtitle: present([sectorText(r.businessType), r.incorporationCountry]).join(" · "),
      score: explained.score,
      label: explained.label,
      tags: present([
        sectorText(r.businessType),
        stageText(r.stage),
        r.incorporationCountry,
        r.campaignMinInvestment !== null ? MATCH_MESSAGES.activeCampaignTag : null,
      ]),
      fired: explained.fired,
      raise: investorCouldRaise(investor, r, explained.score, weights),
      verified: r.verified,
      link: `/businesses/${r.id}`,
    };
  };
  const prefs = me.preferences ?? DEFAULT_INVESTMENT_PREFERENCES;
  const recommendations = me.saved
    ? investorRecommendations({
        sectorCount: prefs.sectors.length,
        ticketMin: prefs.ticketSizes.min,
        ticketMax: prefs.ticketSizes.max,
        address: me.address,
        dueDiligenceCount: ddCount,
      }).map((r) => r.id)
    : (["investorFallback"] as const);
  return {
    kind: "business",
    order,
    score: (i) => scores[i] ?? 0,
    // The type as stored and as shown ("renewable_energy", "Renewable Energy").
    haystack: (i) =>
      [row(i).name, row(i).businessType, sectorText(row(i).businessType), row(i).incorporationCountry]
        .join("\n")
        .toLowerCase(),
    sectorsAt,
    card: cardsKeptPerLanguage(card),
    find: (id) => index.get(id) ?? -1,
    sectors: sectorsOf(order, sectorsAt),
    recommendations,
  };
}

async function forFounder(db: Database, userId: string, versions: MatchingVersions): Promise<Computed> {
  const [business, settings] = await Promise.all([findFounderBusiness(db, userId), findSettings(db, userId)]);
  if (!business) return { ...EMPTY, recommendations: ["businessFallback"] };
  const [rows, history, progress] = await Promise.all([
    sharedSnapshot(db, "investors", versions.investors, async () =>
      (await findInvestorCandidates(db)).sort((a, b) =>
        byNameThenId({ name: a.name, id: a.userId }, { name: b.name, id: b.userId }),
      ),
    ),
    settings.toggles.useInvestmentHistory ? findHistorySectors(db) : Promise.resolve(new Map<string, string[]>()),
    findProgressByInvestor(db, business.id),
  ]);
  const facts = businessFacts(business);
  const weights = settings.weights;
  const prepared = rows.map((r) => investorFacts(r, history.get(r.userId)));
  const optionsOf = (i: number) => ({ weights, dueDiligenceProgress: progress.get(rows[i]?.userId ?? "") ?? null });
  const scores = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) scores[i] = scorePoints(prepared[i] as PreparedInvestor, facts, optionsOf(i));
  const order = orderOf(scores);
  const typeOf = (r: InvestorCandidateRow) => r.investorType ?? "individual";
  const sectorsAt = (i: number) => (prepared[i] as PreparedInvestor).sectors;
  const card = (i: number): Omit<TMatchCard, "saved"> => {
    const r = rows[i] as InvestorCandidateRow;
    const investor = prepared[i] as PreparedInvestor;
    const explained = explainMatch(investor, facts, optionsOf(i));
    const ticket = r.preferences ? formatTicketRange(r.preferences.ticketSizes) : null;
    return {
      kind: "investor",
      id: r.userId,
      name: r.name,
      subtitle: `${INVESTOR_TYPE_LABELS[typeOf(r)]} · ${ticket ?? INVESTOR_TICKET_FALLBACK.text}`,
      score: explained.score,
      label: explained.label,
      tags: present(investor.sectors.map((s) => sectorText(s))),
      fired: explained.fired,
      raise: founderCouldRaise(investor, facts, explained.score, weights),
      verified: r.verified,
      link: `/investors/${r.userId}`,
    };
  };
  const haystack = (i: number) => {
    const r = rows[i] as InvestorCandidateRow;
    return `${r.name}\n${typeOf(r)}\n${INVESTOR_TYPE_LABELS[typeOf(r)]}\n${r.address ?? ""}`.toLowerCase();
  };
  const recommendations = businessRecommendations({
    description: business.description,
    revenue: business.revenue,
    milestoneCount: Number(business.milestoneCount),
    videoPitchUrl: business.videoPitchUrl,
    fundraisingRoundCount: Number(business.fundraisingRoundCount),
    hasActiveCampaign: business.campaignMinInvestment !== null,
  }).map((r) => r.id);
  return {
    kind: "investor",
    order,
    score: (i) => scores[i] ?? 0,
    haystack,
    sectorsAt,
    card: cardsKeptPerLanguage(card),
    find: (id) => rows.findIndex((r) => r.userId === id),
    sectors: sectorsOf(order, sectorsAt),
    recommendations,
  };
}

export function computeMatches(
  db: Database,
  userId: string,
  role: string,
  versions: MatchingVersions,
): Promise<Computed> {
  if (role === "investor") return forInvestor(db, userId, versions);
  if (role === "founder") return forFounder(db, userId, versions);
  return Promise.resolve(EMPTY);
}
