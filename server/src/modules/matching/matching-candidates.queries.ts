import { type InvestorType, KYC_APPROVED } from "@domain/constants/investors";
import { readInvestmentPreferences, type TInvestmentPreferences } from "@domain/schemas/investors";
import type { TMatchKind } from "@domain/schemas/matching";
import { and, eq, sql } from "drizzle-orm";
import { isActiveCampaign } from "../../db/active-campaigns";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { sumOfCounters } from "../../db/data-versions";
import {
  businesses,
  campaigns,
  investments,
  investors,
  matchingDataVersions,
  profiles,
  savedMatches,
} from "../../db/schema";
import { preparedOnce } from "../../lib/prepared";

// What matching scores: every business with its active campaign's minimum (an investor's view),
// every investor with their preferences (a founder's view), and the data version the cache keys on.
// A banned user's business or investor profile is never a candidate (db/bans); a ban moves the
// version (user_bans has the same trigger), so it leaves cached matches at once.

export type MatchingVersions = {
  /** Every counter: moves whenever anything that scores a match commits. */
  all: number;
  /** Businesses, campaigns and bans: what an investor's candidates are read from. */
  businesses: number;
  /** Investors, profiles and bans: what a founder's candidates are read from. */
  investors: number;
};

/**
 * The counters of what scores a match. The table also counts response_stats, for the catalogue's
 * kept answers (decision 042); its hourly refresh must not recompute everybody's matches.
 */
export const MATCHING_SOURCES = [
  "businesses",
  "campaigns",
  "investors",
  "investments",
  "profiles",
  "due_diligence_processes",
  "match_settings",
  "user_bans",
];

/** The per-table counters the triggers bump, summed as the cache and the shared candidates need them. */
function matchingVersionsOf(counters: Record<string, number | string>): MatchingVersions {
  const v = (names: string[]) => sumOfCounters(counters, names);
  return {
    all: v(MATCHING_SOURCES),
    businesses: v(["businesses", "campaigns", "user_bans"]),
    investors: v(["investors", "profiles", "user_bans"]),
  };
}

/**
 * The data versions and, in the same statement, the ids a user saved of one kind, newest first:
 * a page of matches needs both, and one round trip fewer took it from about 800 to about 1,000
 * requests a second in bench:api (docs/performance.md). Prepared once per database handle.
 */
export async function readDataVersions(
  db: Database,
  savedBy: { userId: string; kind: TMatchKind } | null = null,
): Promise<{ versions: MatchingVersions; saved: string[] }> {
  const statement = preparedOnce(db, "kuza_match_versions_and_saved", (name) =>
    db
      .select({
        counters: sql<
          Record<string, number>
        >`coalesce(json_object_agg(${matchingDataVersions.source}, ${matchingDataVersions.version}), '{}')`,
        saved: sql<
          string[]
        >`(select coalesce(array_agg(${savedMatches.targetId} order by ${savedMatches.createdAt} desc), '{}') from ${savedMatches}
          where ${savedMatches.userId} = ${sql.placeholder("userId")} and ${savedMatches.kind} = ${sql.placeholder("kind")})`,
      })
      .from(matchingDataVersions)
      .prepare(name),
  );
  // No user (a versions-only read) asks for an id no user has.
  const [row] = await statement.execute({ userId: savedBy?.userId ?? "", kind: savedBy?.kind ?? "business" });
  return { versions: matchingVersionsOf(row?.counters ?? {}), saved: savedBy ? (row?.saved ?? []) : [] };
}

const numRaw = (path: string) =>
  sql.raw(
    `case when jsonb_typeof(b.traction_metrics -> '${path}') = 'number' then (b.traction_metrics ->> '${path}')::float8 else 0 end`,
  );
const num = (path: string) =>
  sql<number>`case when jsonb_typeof(${businesses.tractionMetrics} -> ${path}) = 'number' then (${businesses.tractionMetrics} ->> ${path})::float8 else 0 end`;

const businessSelection = {
  id: businesses.id,
  userId: businesses.userId,
  name: businesses.businessName,
  businessType: businesses.businessType,
  incorporationCountry: businesses.incorporationCountry,
  stage: businesses.stage,
  revenue: num("revenue"),
  growthRate: num("growthRate"),
  campaignMinInvestment: campaigns.minInvestment,
  verified: sql<boolean>`${businesses.verifiedAt} is not null`,
};
export type BusinessCandidateRow = {
  id: string;
  userId: string;
  name: string;
  businessType: string | null;
  incorporationCountry: string | null;
  stage: string | null;
  revenue: number;
  growthRate: number;
  campaignMinInvestment: number | null;
  /** An admin approved the business's registration. */
  verified: boolean;
};

/** A candidate's columns, of businesses `b` and their campaign `c`, as candidateOf reads them. */
const candidateColumns = sql`b.id, b.user_id, b.business_name, b.business_type, b.incorporation_country, b.stage,
  ${numRaw("revenue")}, ${numRaw("growthRate")}, c.min_investment, b.verified_at is not null`;

/**
 * Every business of a founder who is not banned, with its active campaign's minimum investment
 * (at most one active per business). Read as one JSON array: PGlite decodes a single value much
 * faster than 100 000 rows.
 */
export async function findBusinessCandidates(db: Database): Promise<BusinessCandidateRow[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(${candidateColumns})), '[]')::text as rows
    from ${businesses} b
    left join ${campaigns} c on c.business_id = b.id and c.status = 'active'
    where ${notBanned(sql.raw("b.user_id"))}`);
  return jsonArrayRows(result).map(candidateOf);
}

/** The rows of a statement that answers them as one JSON array in a column named `rows`. */
function jsonArrayRows(result: unknown): unknown[][] {
  const text = (result as { rows: Array<{ rows: string }> }).rows[0]?.rows ?? "[]";
  return JSON.parse(text) as unknown[][];
}

/** A candidate from its JSON array (the columns of `candidateColumns`, in that order). */
function candidateOf(r: unknown[]): BusinessCandidateRow {
  return {
    id: r[0] as string,
    userId: r[1] as string,
    name: r[2] as string,
    businessType: r[3] as string | null,
    incorporationCountry: r[4] as string | null,
    stage: r[5] as string | null,
    revenue: Number(r[6]),
    growthRate: Number(r[7]),
    campaignMinInvestment: r[8] === null ? null : Number(r[8]),
    verified: r[9] === true,
  };
}

/** Of these campaigns, the ones active now, each with its business as a candidate (not a banned founder's). */
export async function findActiveCampaignCandidates(
  db: Database,
  campaignIds: string[],
): Promise<Array<BusinessCandidateRow & { campaignId: string; campaignTitle: string }>> {
  if (campaignIds.length === 0) return [];
  // One array parameter, not one per id: a drain's batch names 1,000 campaigns, and a statement
  // with 1,000 parameters cost more to build and parse than to run. Its ids unnested, so each is
  // looked up in the primary key: compared with `= any(array)`, PostgreSQL read every campaign
  // with two parallel workers (21-24 ms on two cores at 100k, against 7 ms on one). Read as one
  // JSON array, as findBusinessCandidates is: a batch's 1,000 rows mapped field by field were a
  // tenth of the drain's own JavaScript, taken from the requests in the same process.
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(${candidateColumns}, c.id, c.title)), '[]')::text as rows
    from ${campaigns} c
    join ${businesses} b on b.id = c.business_id
    where c.id in (select unnest(${sql.param(campaignIds)}::uuid[]))
      and ${isActiveCampaign(sql.raw("c.status"))}
      and ${notBanned(sql.raw("b.user_id"))}`);
  // A spread is fine here: the scoring loop reads prepareBusiness's copy, not this object.
  return jsonArrayRows(result).map((r) => ({
    ...candidateOf(r),
    campaignId: r[10] as string,
    campaignTitle: r[11] as string,
  }));
}

/** The founder's business with what its recommendations read; null without one. */
export async function findFounderBusiness(db: Database, userId: string) {
  const [row] = await db
    .select({
      ...businessSelection,
      description: businesses.description,
      videoPitchUrl: businesses.videoPitchUrl,
      milestoneCount: sql<number>`jsonb_array_length(${businesses.milestones})`,
      fundraisingRoundCount: sql<number>`jsonb_array_length(${businesses.fundraisingHistory})`,
    })
    .from(businesses)
    .leftJoin(campaigns, and(eq(campaigns.businessId, businesses.id), eq(campaigns.status, "active")))
    .where(eq(businesses.userId, userId))
    .limit(1);
  return row ?? null;
}

export type InvestorCandidateRow = {
  userId: string;
  name: string;
  investorType: InvestorType | null;
  address: string | null;
  /** Null: nothing saved (matching reads the defaults: no sectors, ticket 0 to 0, medium risk). */
  preferences: TInvestmentPreferences | null;
  /** KYC approved: the investor's Verified badge. */
  verified: boolean;
};

const investorSelection = {
  userId: profiles.id,
  profileName: profiles.fullName,
  profileType: profiles.investorType,
  name: investors.fullName,
  investorType: investors.investorType,
  address: investors.address,
  preferences: investors.investmentPreferences,
  kycStatus: investors.kycStatus,
};

type RawInvestor = {
  userId: string;
  profileName: string;
  profileType: InvestorType | null;
  name: string | null;
  investorType: InvestorType | null;
  address: string | null;
  preferences: unknown;
  kycStatus: string | null;
};

const toInvestor = (r: RawInvestor): InvestorCandidateRow => ({
  userId: r.userId,
  name: r.name ?? r.profileName,
  investorType: r.investorType ?? r.profileType,
  address: r.address,
  preferences: readInvestmentPreferences(r.preferences),
  verified: r.kycStatus === KYC_APPROVED,
});

/** Every investor who is not banned (registered ones without a saved profile too). */
export async function findInvestorCandidates(db: Database): Promise<InvestorCandidateRow[]> {
  const rows = await db
    .select(investorSelection)
    .from(profiles)
    .leftJoin(investors, eq(investors.userId, profiles.id))
    .where(and(eq(profiles.role, "investor"), notBanned(profiles.id)));
  return rows.map(toInvestor);
}

/** One investor, with `saved` telling whether they ever saved a profile; null for a non-investor. */
export async function findInvestorCandidate(db: Database, userId: string) {
  const [row] = await db
    .select({ ...investorSelection, saved: sql<boolean>`${investors.userId} is not null` })
    .from(profiles)
    .leftJoin(investors, eq(investors.userId, profiles.id))
    .where(and(eq(profiles.id, userId), eq(profiles.role, "investor")))
    .limit(1);
  return row ? { ...toInvestor(row), saved: row.saved } : null;
}

/** "Use investment history": the business types of completed investments, per investor (all, or one). */
export async function findHistorySectors(db: Database, investorId?: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectDistinct({ investorId: investments.investorId, sector: businesses.businessType })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(and(eq(investments.status, "completed"), investorId ? eq(investments.investorId, investorId) : undefined));
  const out = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.sector) continue;
    const list = out.get(r.investorId) ?? [];
    list.push(r.sector);
    out.set(r.investorId, list);
  }
  return out;
}
