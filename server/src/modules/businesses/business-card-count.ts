import { and, count, eq, fillPlaceholders, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, businessReactions } from "../../db/schema";
import { cachedCatalogueCount } from "../../lib/catalogue-cache";
import { countLimitOf, type Page } from "../../lib/paging";
import { builtOnce, preparedOnce } from "../../lib/prepared";
import {
  type BusinessFilter,
  type Conditions,
  conditionsOf,
  filterSql,
  placeholder,
  statementKeyOf,
  valuesOf,
} from "./business-card-filter";

// The catalogue's total, counted up to countLimitOf(page) (lib/paging: the cap past the page,
// decision 034). Counting is most of a filtered page's cost at 100,000 businesses (7-10 ms for a
// sector, stage and amount; 6 ms for a common search word, against 0.5 ms for the page), and the
// same filters come back from many people: the count of a filter as everybody sees it is kept in
// this process for CATALOGUE_COUNT_TTL_MS (lib/catalogue-cache, forgotten at this process's catalogue
// writes), and a signed-in viewer's own passed businesses are taken off it (decision 037).

/**
 * How far past the cap the shared count reads, so a viewer who passed up to this many of its
 * matches can still be told "1,000+" from it without a count of their own.
 */
const PASSED_SLACK = 200;

/** The matches of `filter`, counted afresh. Built once but planned for each run's values (builtOnce). */
async function countAfresh(db: Database, filter: BusinessFilter, countLimit: number): Promise<number> {
  const c = conditionsOf(filter);
  const statement = builtOnce(db, `kuza_business_count_${statementKeyOf(c)}`, (name) => {
    const matches = db
      .select({ one: sql`1`.as("one") })
      .from(businesses)
      .where(filterSql(c))
      .limit(sql.placeholder("countLimit"))
      .as("matches");
    return db.select({ n: count() }).from(matches).prepare(name);
  });
  const [row] = await statement.execute({ ...valuesOf(c), countLimit });
  return Number(row?.n ?? 0);
}

/** The filter as everybody sees it: no viewer, nothing hidden for one (their passes are counted apart). */
const asEverybody = (filter: BusinessFilter): BusinessFilter => ({ ...filter, viewerId: null, hidePassed: false });

/**
 * The businesses matching `c` that the viewer passed: their passed reactions first (the primary
 * key leads with the user), each business then read by its key. The plan does not depend on how
 * many businesses the filter matches, so the statement is prepared once per filter shape and
 * PostgreSQL keeps its generic plan: planned afresh at every request it cost PostgreSQL 0.37 ms
 * against 0.10 ms (a sector, stage and amount at 10,000 businesses; docs/performance.md).
 * 'passed' is written into the SQL: sent as a value, the generic plan guessed half the reactions
 * were passes, looked costlier than the plans made for the value, and at 100,000 businesses
 * PostgreSQL planned the count afresh every time.
 */
function passedCountQuery(db: Database, c: Conditions) {
  return db
    .select({ n: count() })
    .from(businessReactions)
    .innerJoin(businesses, eq(businesses.id, businessReactions.businessId))
    .where(
      and(
        eq(businessReactions.userId, placeholder.viewerId),
        sql`${businessReactions.reaction} = 'passed'`,
        filterSql(c),
      ),
    );
}

/** The businesses of `filter` (as everybody sees it) that the viewer passed, read from their reactions. */
async function passedMatching(db: Database, viewerId: string, filter: BusinessFilter): Promise<number> {
  const c = conditionsOf(asEverybody(filter));
  const statement = preparedOnce(db, `kuza_business_passed_count_${statementKeyOf(c)}`, (name) =>
    passedCountQuery(db, c).prepare(name),
  );
  const [row] = await statement.execute({ ...valuesOf(c), viewerId });
  return Number(row?.n ?? 0);
}

/** The passed count's SQL and values exactly as passedMatching sends them (testing/plan-probe). */
export function passedCountStatementOf(db: Database, viewerId: string, filter: BusinessFilter) {
  const c = conditionsOf(asEverybody(filter));
  const query = passedCountQuery(db, c).toSQL();
  return { sql: query.sql, params: fillPlaceholders(query.params, { ...valuesOf(c), viewerId }) };
}

/**
 * The matches of `filter` as everybody sees them, up to `limit`, shared for CATALOGUE_COUNT_TTL_MS by the
 * requests of this process. A count read at a known data version (business-cards-version) is kept
 * under it, so an answer kept at that version never carries a total from before it; "" where the
 * version was not read.
 */
function everybodysCount(db: Database, filter: BusinessFilter, limit: number, version: string): Promise<number> {
  const everybody = asEverybody(filter);
  const c = conditionsOf(everybody);
  const key = `business-count@${version}:${limit}:${JSON.stringify(valuesOf(c))}:${statementKeyOf(c)}`;
  return cachedCatalogueCount(db, key, () => countAfresh(db, everybody, limit));
}

/**
 * How many businesses match `filter`, up to countLimitOf(page). A visitor's total is shared; a
 * signed-in viewer's is the shared one less the businesses they passed: exact when the shared
 * count did not reach its end, and past the cap when it did and they passed at most PASSED_SLACK
 * of its matches. Otherwise, and for the saved, passed and admin lists, it is counted for them.
 */
export async function countBusinessCards(
  db: Database,
  filter: BusinessFilter,
  page: Page,
  version = "",
): Promise<number> {
  const countLimit = countLimitOf(page);
  if (filter.savedOnly || filter.passedOnly || filter.showBanned) return countAfresh(db, filter, countLimit);
  const sharedLimit = countLimit + PASSED_SLACK;
  if (!filter.viewerId || !filter.hidePassed) {
    return Math.min(await everybodysCount(db, filter, sharedLimit, version), countLimit);
  }
  const [shared, passed] = await Promise.all([
    everybodysCount(db, filter, sharedLimit, version),
    passedMatching(db, filter.viewerId, filter),
  ]);
  if (shared < sharedLimit) return Math.min(shared - passed, countLimit);
  if (passed <= PASSED_SLACK) return countLimit;
  return countAfresh(db, filter, countLimit);
}
