import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, campaigns } from "../../db/schema";
import { cachedCatalogueRead } from "../../lib/catalogue-cache";
import { type CampaignFilter, campaignFilterSql } from "../campaigns/campaigns.queries";

// The deals list's count and sector filter values; its rows come from campaigns.queries.

/** Whether the filter reads the business's columns (search covers its name, sector and stage are its). */
const needsBusiness = (filter: CampaignFilter) => Boolean(filter.tsquery || filter.sector || filter.stage);

export async function countCampaignsWithBusiness(db: Database, filter: CampaignFilter): Promise<number> {
  // Every campaign has exactly one business (not-null foreign key), so without a business
  // condition the join changes nothing and the count reads campaigns alone.
  const query = db.select({ n: count() }).from(campaigns).$dynamic();
  const joined = needsBusiness(filter) ? query.innerJoin(businesses, eq(businesses.id, campaigns.businessId)) : query;
  const [row] = await joined.where(campaignFilterSql(filter));
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
      .where(and(eq(campaigns.status, "active"), isNotNull(businesses.businessType)));
    return rows.flatMap((row) => (row.sector ? [row.sector] : []));
  });
}
