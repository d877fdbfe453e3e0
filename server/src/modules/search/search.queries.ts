import { and, desc, eq, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, campaigns } from "../../db/schema";

// The top-bar search's two catalogue lookups (investors reuse the directory's query). A banned
// user's business and campaigns are never found.

/** Businesses by name and description: the GIN-indexed search_vector, newest first. */
export function searchBusinesses(db: Database, tsquery: string, limit: number) {
  return db
    .select({
      id: businesses.id,
      name: businesses.businessName,
      type: businesses.businessType,
      country: businesses.incorporationCountry,
    })
    .from(businesses)
    .where(and(sql`${businesses.searchVector} @@ to_tsquery('simple', ${tsquery})`, notBanned(businesses.userId)))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(limit);
}

/**
 * Active campaigns by title, summary or business name (as /deals searches). The (status,
 * created_at) index walks active campaigns newest first and the text test stops at `limit`
 * hits: only active campaigns are ever read, and there is at most one per business.
 */
export function searchActiveCampaigns(db: Database, tsquery: string, limit: number) {
  const document = sql`to_tsvector('simple', ${campaigns.title} || ' ' || ${campaigns.summary} || ' ' || ${businesses.businessName})`;
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      businessId: campaigns.businessId,
      businessName: businesses.businessName,
    })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(
      and(
        eq(campaigns.status, "active"),
        sql`${document} @@ to_tsquery('simple', ${tsquery})`,
        notBanned(businesses.userId),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit);
}
