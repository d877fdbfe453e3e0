import type { InvestorType } from "@domain/constants/investors";
import { and, count, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { investors, profiles, responseStats } from "../../db/schema";
import { cachedCatalogueCount } from "../../lib/catalogue-cache";
import { definedValues, literalPageOf, preparedOnce, preparedPageSuffix, shapeOf } from "../../lib/prepared";
import { type InvestorRow, isInvestor, responseJoin, rowSelection } from "./investors.queries";

// The directory (/investors): every investor nobody banned, newest registrations first, filtered
// by type, sector and search words; its page and its total.

/** The stored type, else the registration one; individual when neither says. */
const investorTypeSql = sql<InvestorType>`coalesce(${investors.investorType}, ${profiles.investorType}, 'individual')`;

/**
 * One search word: a word-prefix match on name and address (the GIN-indexed search_vector; the
 * registration name for investors who never saved), or an investor type the word names.
 */
export type SearchTerm = { tsquery: string; types: InvestorType[] };

export type InvestorFilter = {
  type?: InvestorType;
  sector?: string;
  /** Every term must match (AND). */
  terms?: SearchTerm[];
};
/** A filter whose type and sector may be placeholders (the prepared statements below). */
type FilterSql = Omit<InvestorFilter, "type" | "sector"> & { type?: SQLWrapper; sector?: SQLWrapper };

function textMatch(tsquery: string): SQL {
  return sql`(${investors.searchVector} @@ to_tsquery('simple', ${tsquery}) or (${investors.userId} is null and to_tsvector('simple', ${profiles.fullName}) @@ to_tsquery('simple', ${tsquery})))`;
}

function termSql(term: SearchTerm): SQL {
  if (term.types.length === 0) return textMatch(term.tsquery);
  return sql`(${textMatch(term.tsquery)} or ${investorTypeSql} in (${sql.join(
    term.types.map((t) => sql`${t}`),
    sql`, `,
  )}))`;
}

function filterSql(filter: FilterSql): SQL | undefined {
  const terms = filter.terms ?? [];
  const anyType = terms.some((t) => t.types.length > 0);
  // Without type words the whole search is one tsquery: a single GIN lookup.
  const search =
    terms.length === 0
      ? undefined
      : anyType
        ? and(...terms.map(termSql))
        : textMatch(terms.map((t) => t.tsquery).join(" & "));
  return and(
    isInvestor,
    notBanned(profiles.id),
    filter.type ? sql`${investorTypeSql} = ${filter.type}` : undefined,
    // jsonb ? text through the GIN index on (investment_preferences -> 'sectors').
    filter.sector ? sql`(${investors.investmentPreferences} -> 'sectors') ? ${filter.sector}` : undefined,
    search,
  );
}

/**
 * A directory statement, built with placeholders for type and sector and prepared once per shape
 * and `kind` when there are no search words (decision 035: building it cost more Node time than
 * running it); with search words, whose number and type words change the SQL, or with no `kind`
 * (a page past the prepared ones), built each time and sent unnamed.
 */
async function runDirectory<T>(
  db: Database,
  kind: string | null,
  filter: InvestorFilter,
  build: (where: SQL | undefined) => {
    prepare: (name: string) => { execute: (v: Record<string, unknown>) => Promise<T> };
  },
): Promise<T> {
  if (filter.terms?.length || kind === null) {
    const { type, sector } = filter;
    const where = filterSql({
      ...filter,
      type: type ? sql`${type}` : undefined,
      sector: sector ? sql`${sector}` : undefined,
    });
    return build(where).prepare("").execute({});
  }
  const shape = shapeOf({ type: filter.type || undefined, sector: filter.sector || undefined });
  const statement = preparedOnce(db, `kuza_investors_${kind}_${shape}`, (name) =>
    build(
      filterSql({
        type: filter.type ? sql.placeholder("type") : undefined,
        sector: filter.sector ? sql.placeholder("sector") : undefined,
      }),
    ).prepare(name),
  );
  return statement.execute(definedValues({ type: filter.type || undefined, sector: filter.sector || undefined }));
}

/**
 * Newest registrations first. The page is written into the SQL, so PostgreSQL keeps the generic
 * plan of a prepared page (lib/prepared pagedOnce, decision 037).
 */
export function findInvestorRows(
  db: Database,
  filter: InvestorFilter,
  page: { limit: number; offset: number },
): Promise<InvestorRow[]> {
  const literal = literalPageOf(page);
  const suffix = preparedPageSuffix(page);
  return runDirectory(db, suffix === null ? null : `page_${suffix}`, filter, (where) =>
    db
      .select(rowSelection)
      .from(profiles)
      .leftJoin(investors, eq(investors.userId, profiles.id))
      .leftJoin(responseStats, responseJoin)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(literal.limit)
      .offset(literal.offset),
  );
}

/**
 * The directory's total for `filter`. Everybody sees the same directory, so a total is shared by
 * this process's requests for CATALOGUE_COUNT_TTL_MS, as the catalogue's is (decision 037): it
 * read every investor at each request (1.2 ms at 2,000).
 */
export function countInvestorRows(db: Database, filter: InvestorFilter, version = ""): Promise<number> {
  // Read at a known data version, kept under it, so never from before it (decision 042).
  return cachedCatalogueCount(db, `investors-count@${version}:${JSON.stringify(filter)}`, async () => {
    const [row] = await runDirectory(db, "count", filter, (where) =>
      db.select({ n: count() }).from(profiles).leftJoin(investors, eq(investors.userId, profiles.id)).where(where),
    );
    return Number(row?.n ?? 0);
  });
}
