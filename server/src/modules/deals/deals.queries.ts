import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, campaigns } from "../../db/schema";
import { cachedCatalogueCount, cachedCatalogueRead } from "../../lib/catalogue-cache";
import { countLimitOf, type Page } from "../../lib/paging";
import { builtOnce, preparedOnce, shapeOf } from "../../lib/prepared";
import {
  type CampaignFilter,
  campaignConditionsOf,
  campaignFilterSql,
  campaignValuesOf,
} from "../campaigns/campaigns-with-business.queries";

// The deals list's count and sector filter values; its rows come from campaigns.queries.

/**
 * The matches of `filter`, counted up to countLimitOf(page) (lib/paging, decision 034). Built once
 * per filter shape (decision 035); prepared when only the active flag and the ban check filter
 * (its plan does not depend on any value), but planned for each run's values when a search,
 * sector or stage narrows it (lib/prepared builtOnce): a generic plan cannot know how many
 * businesses a sector or a word matches, and the catalogue's generic filtered count scanned
 * every business at 100,000 (decision 034).
 */
export function countCampaignsWithBusiness(
  db: Database,
  filter: CampaignFilter,
  page: Page,
  version = "",
): Promise<number> {
  // Everybody sees the same deals, so a total is shared by this process's requests for
  // CATALOGUE_COUNT_TTL_MS (as the catalogue's is, decision 037): it cost 1.6-3.3 ms a request.
  // Read at a known data version, it is kept under it, so never from before it (decision 042).
  const c = campaignConditionsOf(filter);
  const countLimit = countLimitOf(page);
  const key = `deals-count@${version}:${countLimit}:${JSON.stringify(campaignValuesOf(c))}:${shapeOf(c)}`;
  return cachedCatalogueCount(db, key, () => countAfresh(db, c, countLimit));
}

async function countAfresh(db: Database, c: ReturnType<typeof campaignConditionsOf>, countLimit: number) {
  const narrowed = c.tsquery !== undefined || c.sector !== undefined || c.stage !== undefined;
  const statement = (narrowed ? builtOnce : preparedOnce)(db, `kuza_deals_count_${shapeOf(c)}`, (name) => {
    // The filter always reads the business (its owner's ban, and search, sector and stage).
    const matches = db
      .select({ one: sql`1`.as("one") })
      .from(campaigns)
      .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
      .where(campaignFilterSql(c))
      .limit(sql.placeholder("countLimit"))
      .as("matches");
    return db.select({ n: count() }).from(matches).prepare(name);
  });
  const [row] = await statement.execute({ ...campaignValuesOf(c), countLimit });
  return Number(row?.n ?? 0);
}

/**
 * The business types of businesses with an active campaign (unsorted), from this process's
 * memory when fresh (lib/catalogue-cache: forgotten when a business or campaign is saved here,
 * at most 30 s old otherwise); read at a known data version, kept under it (decision 042).
 */
export function activeCampaignSectors(db: Database, version = ""): Promise<string[]> {
  return cachedCatalogueRead(db, `active-campaign-sectors@${version}`, async () => {
    const rows = await db
      .selectDistinct({ sector: businesses.businessType })
      .from(campaigns)
      .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
      .where(and(eq(campaigns.status, "active"), isNotNull(businesses.businessType), notBanned(businesses.userId)));
    return rows.flatMap((row) => (row.sector ? [row.sector] : []));
  });
}
