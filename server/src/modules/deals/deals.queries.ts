import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, campaigns } from "../../db/schema";
import { cachedCatalogueRead } from "../../lib/catalogue-cache";
import { countLimitOf } from "../../lib/paging";
import { type CampaignFilter, campaignFilterSql } from "../campaigns/campaigns.queries";

// The deals list's count and sector filter values; its rows come from campaigns.queries.

/** The matches of `filter`, counted up to countLimitOf(page) (lib/paging, decision 034). */
export async function countCampaignsWithBusiness(
  db: Database,
  filter: CampaignFilter,
  page: { limit: number; offset: number },
): Promise<number> {
  // The filter always reads the business (its owner's ban, and search, sector and stage).
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(campaignFilterSql(filter))
    .limit(countLimitOf(page))
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  return Number(row?.n ?? 0);
}

/**
 * The business types of businesses with an active campaign (unsorted), from this process's
 * memory when fresh (lib/catalogue-cache: forgotten when a business or campaign is saved here,
 * at most 30 s old otherwise).
 */
export function activeCampaignSectors(db: Database): Promise<string[]> {
  return cachedCatalogueRead(db, "active-campaign-sectors", async () => {
    const rows = await db
      .selectDistinct({ sector: businesses.businessType })
      .from(campaigns)
      .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
      .where(and(eq(campaigns.status, "active"), isNotNull(businesses.businessType), notBanned(businesses.userId)));
    return rows.flatMap((row) => (row.sector ? [row.sector] : []));
  });
}
