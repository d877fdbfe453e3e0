import type { TLibraryDocument } from "@domain/due-diligence/documents-schemas";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businessDocuments, businesses } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// The founder's document library: every statement is keyed by the founder's own business.

const l = businessDocuments;
export type LibraryRow = typeof l.$inferSelect;

/** The founder's one business (null before they create it). */
export async function founderBusiness(db: Database, userId: string) {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.businessName, country: businesses.incorporationCountry })
    .from(businesses)
    .where(eq(businesses.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function listLibrary(db: Database, businessId: string): Promise<LibraryRow[]> {
  return db.select().from(l).where(eq(l.businessId, businessId)).orderBy(desc(l.createdAt), desc(l.id));
}

/** A library document of this business; null for another business's or an unknown id. */
export async function findLibraryDocument(db: Database, id: string, businessId: string): Promise<LibraryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(l)
    .where(and(eq(l.id, id), eq(l.businessId, businessId)))
    .limit(1);
  return row ?? null;
}

export async function insertLibraryDocument(db: Database, values: typeof l.$inferInsert): Promise<LibraryRow> {
  const [row] = await db.insert(l).values(values).returning();
  if (!row) throw new Error("library insert returned no row");
  return row;
}

export async function deleteLibraryDocument(db: Database, id: string, businessId: string): Promise<LibraryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(l)
    .where(and(eq(l.id, id), eq(l.businessId, businessId)))
    .returning();
  return row ?? null;
}

export function toLibraryDocument(row: LibraryRow): TLibraryDocument {
  return {
    id: row.id,
    category: row.category,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    scanStatus: row.scanStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
