import {
  DEFAULT_INVESTMENT_PREFERENCES,
  DEFAULT_INVESTOR_TYPE,
  INVESTOR_FOCUS_SECTORS_MAX,
  INVESTOR_TYPE_LABELS,
  INVESTOR_TYPES,
  type InvestorType,
  KYC_APPROVED,
} from "@domain/constants/investors";
import { formatTicketRange } from "@domain/format";
import { readInvestmentPreferences, type TInvestmentPreferences, type TInvestorCard } from "@domain/schemas/investors";
import type { Database } from "../../db/client";
import { prefixTsQuery } from "../../lib/postgres";
import { findInvestorRows, type InvestorRow, type SearchTerm } from "./investors.queries";

// Investors as cards: the directory's rows and the top-bar search's investor hits. Other areas
// read investors through findInvestorCards, never through the investors service.

export const typeOf = (row: InvestorRow): InvestorType =>
  row.investor?.investorType ?? row.profile.investorType ?? DEFAULT_INVESTOR_TYPE;
export const nameOf = (row: InvestorRow): string => row.investor?.fullName ?? row.profile.fullName;
export const verifiedOf = (row: InvestorRow): boolean => row.investor?.kycStatus === KYC_APPROVED;
/** Null when nothing is saved; readers then see DEFAULT_INVESTMENT_PREFERENCES (ticket 0 to 0, medium). */
export const savedPreferencesOf = (row: InvestorRow): TInvestmentPreferences | null =>
  readInvestmentPreferences(row.investor?.investmentPreferences ?? null);
export const preferencesOf = (row: InvestorRow): TInvestmentPreferences =>
  savedPreferencesOf(row) ?? { ...DEFAULT_INVESTMENT_PREFERENCES };

// Search words that name an investor type. "investor" is left out: it is in two labels and
// would turn a search for a name into a list of every individual and impact investor.
const GENERIC_TYPE_WORDS = new Set(["investor"]);
const TYPE_WORDS: Array<[InvestorType, string[]]> = INVESTOR_TYPES.map((type) => [
  type,
  [type, ...INVESTOR_TYPE_LABELS[type].toLowerCase().split(/\s+/)].filter((w) => !GENERIC_TYPE_WORDS.has(w)),
]);

/** The types a search word names: "vc", "firm" → vc; "angel" → angel; "individual" → angel, individual. */
function investorTypesForWord(word: string): InvestorType[] {
  if (word.length < 2) return [];
  return TYPE_WORDS.filter(([, words]) => words.some((w) => w.startsWith(word))).map(([type]) => type);
}

/** Free text as search terms: each word a prefix tsquery plus the types it names. */
export function searchTermsOf(search: string | undefined): SearchTerm[] {
  const words = (prefixTsQuery(search) ?? "").split(" & ").filter(Boolean);
  return words.map((tsquery) => ({ tsquery, types: investorTypesForWord(tsquery.replace(/:\*$/, "")) }));
}

export function toInvestorCard(row: InvestorRow): TInvestorCard {
  const preferences = preferencesOf(row);
  const type = typeOf(row);
  return {
    userId: row.userId,
    fullName: nameOf(row),
    investorType: type,
    investorTypeLabel: INVESTOR_TYPE_LABELS[type],
    address: row.investor?.address ?? null,
    sectors: preferences.sectors.slice(0, INVESTOR_FOCUS_SECTORS_MAX),
    ticketRange: formatTicketRange(preferences.ticketSizes),
    stagePreference: preferences.stagePreference,
    verified: verifiedOf(row),
    avatarUrl: row.investor?.avatarUrl ?? null,
  };
}

/** Investor cards matching free text (and optionally a type and sector), newest first. */
export async function findInvestorCards(
  db: Database,
  filter: { search?: string; type?: InvestorType; sector?: string },
  page: { limit: number; offset: number },
): Promise<TInvestorCard[]> {
  const rows = await findInvestorRows(
    db,
    { type: filter.type, sector: filter.sector, terms: searchTermsOf(filter.search) },
    page,
  );
  return rows.map(toInvestorCard);
}
