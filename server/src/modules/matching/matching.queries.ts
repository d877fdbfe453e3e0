import type { TMatchKind } from "@domain/schemas/matching";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, matchCampaignActivations, savedMatches } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// Saved matches (per user, always filtered by the signed-in user), similar businesses, and the
// queue of newly active campaigns.

export async function insertSaved(db: Database, userId: string, kind: TMatchKind, targetId: string): Promise<void> {
  await db.insert(savedMatches).values({ userId, kind, targetId }).onConflictDoNothing();
}

/** True when a row was removed. */
export async function deleteSaved(db: Database, userId: string, kind: TMatchKind, targetId: string): Promise<boolean> {
  const rows = await db
    .delete(savedMatches)
    .where(and(eq(savedMatches.userId, userId), eq(savedMatches.kind, kind), eq(savedMatches.targetId, targetId)))
    .returning({ id: savedMatches.targetId });
  return rows.length > 0;
}

/**
 * Businesses of the same type, the same stage and country first; never the business itself nor a
 * banned founder's. Null when the business is not found (a banned founder's unless `showBanned`).
 */
export async function findSimilarBusinesses(db: Database, businessId: string, limit: number, showBanned: boolean) {
  if (!isUuid(businessId)) return null;
  const [self] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), showBanned ? undefined : notBanned(businesses.userId)))
    .limit(1);
  if (!self) return null;
  if (!self.businessType) return [];
  return db
    .select({
      id: businesses.id,
      businessName: businesses.businessName,
      businessType: businesses.businessType,
      incorporationCountry: businesses.incorporationCountry,
      stage: businesses.stage,
    })
    .from(businesses)
    .where(
      and(eq(businesses.businessType, self.businessType), ne(businesses.id, businessId), notBanned(businesses.userId)),
    )
    .orderBy(
      sql`(${businesses.stage} is not distinct from ${self.stage}) desc`,
      sql`(${businesses.incorporationCountry} is not distinct from ${self.incorporationCountry}) desc`,
      desc(businesses.createdAt),
    )
    .limit(limit);
}

/** Takes up to `limit` queued campaign activations (each is handed to one process only). */
export async function takeActivations(db: Database, limit: number): Promise<string[]> {
  // `= any(array(...))`, not `in (...)`: the ids are looked up in the primary key. With `in`,
  // PostgreSQL hashed them and read the whole queue to find them: 15.7 ms a batch at 100k queued
  // against 1.9 ms (docs/performance.md › Match notifications).
  const result = await db.execute(sql`
    delete from ${matchCampaignActivations}
    where campaign_id = any(array(
      select campaign_id from ${matchCampaignActivations} order by created_at limit ${limit} for update skip locked
    ))
    returning campaign_id`);
  const rows = (result as unknown as { rows: Array<{ campaign_id: string }> }).rows;
  return rows.map((r) => r.campaign_id);
}
