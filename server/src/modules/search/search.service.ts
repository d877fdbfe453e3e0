import { GLOBAL_SEARCH_MIN_LENGTH, GLOBAL_SEARCH_PER_KIND } from "@domain/constants/search";
import { sectorLabel } from "@domain/format";
import type { TSearchResults } from "@domain/schemas/search";
import type { Database } from "../../db/client";
import { prefixTsQuery } from "../../lib/postgres";
import { findInvestorCards } from "../investors/investor-cards.queries";
import { searchActiveCampaigns, searchBusinesses } from "./search.queries";

// One search across businesses, active campaigns and investors, at most a few of each. Every
// signed-in role may see all three (the investors directory is open to every role).

const EMPTY: TSearchResults = { businesses: [], campaigns: [], investors: [] };
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(" · ") || null;

export async function searchEverything(db: Database, q: string): Promise<TSearchResults> {
  const tsquery = q.length >= GLOBAL_SEARCH_MIN_LENGTH ? prefixTsQuery(q) : null;
  if (!tsquery) return EMPTY;
  const limit = GLOBAL_SEARCH_PER_KIND;
  const [businessRows, campaignRows, investorRows] = await Promise.all([
    searchBusinesses(db, tsquery, limit),
    searchActiveCampaigns(db, tsquery, limit),
    findInvestorCards(db, { search: q }, { limit, offset: 0 }),
  ]);
  return {
    businesses: businessRows.map((b) => ({
      id: b.id,
      label: b.name,
      sublabel: joined(sectorLabel(b.type), b.country),
      href: `/businesses/${b.id}`,
    })),
    campaigns: campaignRows.map((c) => ({
      id: c.id,
      label: c.title,
      sublabel: c.businessName,
      href: `/businesses/${c.businessId}/campaign/${c.id}`,
    })),
    investors: investorRows.map((i) => ({
      id: i.userId,
      label: i.fullName,
      sublabel: joined(i.investorTypeLabel, i.address),
      href: `/investors/${i.userId}`,
    })),
  };
}
