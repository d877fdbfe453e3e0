import type { TBusiness, TBusinessInputParsed, TBusinessReaction } from "@domain/schemas/businesses";
import { and, count, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, businessReactions } from "../../db/schema";
import { cachedCatalogueRead, forgetCatalogueReads } from "../../lib/catalogue-cache";

// The search vector is for WHERE only; it never leaves the database.
const { searchVector: _searchVector, ...columns } = getTableColumns(businesses);
export const businessColumns = columns;
type BusinessRow = Omit<typeof businesses.$inferSelect, "searchVector">;

export function toBusiness(row: BusinessRow): TBusiness {
  return {
    id: row.id,
    userId: row.userId,
    businessName: row.businessName,
    businessType: row.businessType,
    description: row.description,
    incorporationCountry: row.incorporationCountry,
    stage: row.stage,
    logoUrl: row.logoUrl,
    videoPitchUrl: row.videoPitchUrl,
    tractionMetrics: row.tractionMetrics,
    milestones: row.milestones,
    fundraisingHistory: row.fundraisingHistory,
    team: row.team,
    documents: row.documents,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The founder's one business, found by user_id.

export async function findBusinessByOwner(db: Database, userId: string): Promise<TBusiness | null> {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.userId, userId)).limit(1);
  return row ? toBusiness(row) : null;
}

/** Creates the founder's business on the first save and updates it after (unique on user_id). */
export async function upsertBusinessOfOwner(
  db: Database,
  userId: string,
  input: TBusinessInputParsed,
): Promise<TBusiness> {
  const [row] = await db
    .insert(businesses)
    .values({ ...input, userId })
    .onConflictDoUpdate({ target: businesses.userId, set: { ...input, updatedAt: sql`now()` } })
    .returning(businessColumns);
  if (!row) throw new Error("business upsert returned no row");
  // Its sector may be new or gone: this process's sector lists load afresh.
  forgetCatalogueReads(db);
  return toBusiness(row);
}

// The public catalogue's rows, total and detail are in business-cards.queries.ts.

/**
 * Every business type in the catalogue (unsorted), from this process's memory when fresh
 * (lib/catalogue-cache: forgotten when a business is saved here, at most 30 s old otherwise); read
 * at a known data version (business-cards-version), kept under it, so never from before it.
 */
export function businessSectors(db: Database, version = ""): Promise<string[]> {
  return cachedCatalogueRead(db, `business-sectors@${version}`, async () => {
    const rows = await db
      .selectDistinct({ sector: businesses.businessType })
      .from(businesses)
      .where(and(isNotNull(businesses.businessType), notBanned(businesses.userId)));
    return rows.flatMap((row) => (row.sector ? [row.sector] : []));
  });
}

/** Whether the business exists and others may see it (its owner is not banned). */
export async function businessExists(db: Database, businessId: string): Promise<boolean> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), notBanned(businesses.userId)))
    .limit(1);
  return rows.length > 0;
}

// Save and Pass, one per user and business.

export async function upsertReaction(
  db: Database,
  values: { userId: string; businessId: string; reaction: TBusinessReaction["reaction"] },
): Promise<void> {
  await db
    .insert(businessReactions)
    .values(values)
    .onConflictDoUpdate({
      target: [businessReactions.userId, businessReactions.businessId],
      set: { reaction: values.reaction, createdAt: sql`now()` },
    });
}

export async function deleteReaction(db: Database, values: { userId: string; businessId: string }): Promise<void> {
  await db
    .delete(businessReactions)
    .where(and(eq(businessReactions.userId, values.userId), eq(businessReactions.businessId, values.businessId)));
}

/** How many businesses are listed: every business whose owner is not banned (the landing's figure). */
export async function countListedBusinesses(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses).where(notBanned(businesses.userId));
  return Number(row?.n ?? 0);
}
