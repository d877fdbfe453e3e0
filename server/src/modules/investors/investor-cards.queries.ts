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
import { LOCALES } from "@domain/i18n/locales";
import { responseBadgeOf } from "@domain/responsiveness/rules";
import { readInvestmentPreferences, type TInvestmentPreferences, type TInvestorCard } from "@domain/schemas/investors";
import type { Database } from "../../db/client";
import { prefixTsQuery } from "../../lib/postgres";
import { inLocale } from "../../lib/request-locale";
import type { InvestorRow } from "./investors.queries";
import { findInvestorRows, type SearchTerm } from "./investors-directory.queries";

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

// Search words that name an investor type, in every language Kuza speaks (whatever the reader's,
// a search may be in either): the type's code and its labels' words as prefixTsQuery splits them.
// "investor" and "investisseur" are left out: each is in two labels and would turn a search for a
// name into a list of every individual and impact investor; so is "de" (« Fonds de capital-risque »),
// which would answer "de" with every VC firm.
const GENERIC_TYPE_WORDS = new Set(["investor", "investisseur", "de"]);
let typeWords: Array<[InvestorType, string[]]> | null = null;

/** Built on first use, not at load: each language's labels are read in that language. */
function typeWordsOf(): Array<[InvestorType, string[]]> {
  typeWords ??= INVESTOR_TYPES.map((type) => {
    const labels = LOCALES.map((locale) => inLocale(locale, () => INVESTOR_TYPE_LABELS[type]));
    const words = labels.flatMap((label) => label.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    return [type, [...new Set([type, ...words])].filter((w) => w && !GENERIC_TYPE_WORDS.has(w))];
  });
  return typeWords;
}

/**
 * The types a search word names: "vc", "firm", "capital" → vc; "angel" → angel; "individual" → angel,
 * individual; "particulier" → individual.
 */
function investorTypesForWord(word: string): InvestorType[] {
  if (word.length < 2) return [];
  return typeWordsOf()
    .filter(([, words]) => words.some((w) => w.startsWith(word)))
    .map(([type]) => type);
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
    responseBadge: responseBadgeOf(row.response),
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
