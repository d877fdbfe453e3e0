import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, campaigns } from "../../db/schema";
import { type CampaignFilter, campaignFilterSql } from "../campaigns/campaigns.queries";

// The deals list's count and sector filter values; its rows come from campaigns.queries.

export async function countCampaignsWithBusiness(db: Database, filter: CampaignFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(campaignFilterSql(filter));
  return Number(row?.n ?? 0);
}

/** The business types of businesses with an active campaign (unsorted). */
export async function activeCampaignSectors(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sector: businesses.businessType })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(and(eq(campaigns.status, "active"), isNotNull(businesses.businessType)));
  return rows.flatMap((row) => (row.sector ? [row.sector] : []));
}
