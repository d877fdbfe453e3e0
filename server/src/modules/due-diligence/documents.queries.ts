import { documentNameText } from "@domain/due-diligence/documents";
import type { TDocument, TDocumentOpens } from "@domain/due-diligence/documents-schemas";
import { isWatermarkable } from "@domain/due-diligence/watermark";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  businesses,
  dueDiligenceDocuments,
  dueDiligenceDocumentViews,
  dueDiligenceProcesses,
  profiles,
} from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// The documents of a process. Callers have already checked that the viewer is a party of the
// process (findProcessForParticipant); every statement here is also keyed by the process id.

const d = dueDiligenceDocuments;
export type DocumentRow = typeof d.$inferSelect;

/** The workflow's advance condition: at least one document and all of them viewed. */
export async function documentViewState(db: Database, processId: string): Promise<{ total: number; viewed: number }> {
  return (await documentViewStates(db, [processId])).get(processId) ?? { total: 0, viewed: 0 };
}

/** documentViewState for many processes in one statement (the process lists). */
export async function documentViewStates(
  db: Database,
  processIds: string[],
): Promise<Map<string, { total: number; viewed: number }>> {
  const ids = processIds.filter(isUuid);
  const states = new Map(processIds.map((id) => [id, { total: 0, viewed: 0 }]));
  if (ids.length === 0) return states;
  const rows = await db
    .select({
      processId: d.processId,
      total: count(),
      viewed: sql<number>`count(*) filter (where ${d.status} = 'viewed')`.mapWith(Number),
    })
    .from(d)
    .where(inArray(d.processId, ids))
    .groupBy(d.processId);
  for (const row of rows) states.set(row.processId, { total: row.total, viewed: row.viewed });
  return states;
}

/** The incorporation country of a process's business (for its catalogue). */
export async function businessCountry(db: Database, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ country: businesses.incorporationCountry })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row?.country ?? null;
}

const uploader = alias(profiles, "uploader");

/** Who reads the documents: the founder sees every open and the investor's counted; the investor neither. */
export type DocumentAudience = { investorId: string; founder: boolean };

/** The investor's opens of each document: count, first and last (the founder's analytics). */
function opensOf(views: Array<{ viewerId: string; viewedAt: Date }>, investorId: string): TDocumentOpens {
  const times = views.filter((v) => v.viewerId === investorId).map((v) => v.viewedAt.getTime());
  if (times.length === 0) return { count: 0, firstOpenedAt: null, lastOpenedAt: null };
  return {
    count: times.length,
    firstOpenedAt: new Date(Math.min(...times)).toISOString(),
    lastOpenedAt: new Date(Math.max(...times)).toISOString(),
  };
}

async function viewsOf(db: Database, documentIds: string[]) {
  return db
    .select({
      documentId: dueDiligenceDocumentViews.documentId,
      viewerId: dueDiligenceDocumentViews.viewerId,
      viewerName: profiles.fullName,
      viewedAt: dueDiligenceDocumentViews.viewedAt,
    })
    .from(dueDiligenceDocumentViews)
    .innerJoin(profiles, eq(profiles.id, dueDiligenceDocumentViews.viewerId))
    .where(inArray(dueDiligenceDocumentViews.documentId, documentIds))
    .orderBy(desc(dueDiligenceDocumentViews.viewedAt));
}

/** The process's documents as the API answers them, newest first; the founder's with their opens. */
export async function listDocuments(
  db: Database,
  processId: string,
  audience: DocumentAudience,
  documentId?: string,
): Promise<TDocument[]> {
  const rows = await db
    .select({ doc: d, uploadedByName: uploader.fullName, allRevokedAt: dueDiligenceProcesses.documentsRevokedAt })
    .from(d)
    .innerJoin(dueDiligenceProcesses, eq(dueDiligenceProcesses.id, d.processId))
    .leftJoin(uploader, eq(uploader.id, d.uploadedBy))
    .where(documentId ? and(eq(d.processId, processId), eq(d.id, documentId)) : eq(d.processId, processId))
    .orderBy(desc(d.createdAt), desc(d.id));
  if (rows.length === 0) return [];
  // Opens are the founder's analytics: the investor's answer carries none (issue 21).
  const views = audience.founder
    ? await viewsOf(
        db,
        rows.map((r) => r.doc.id),
      )
    : [];
  return rows.map(({ doc, uploadedByName, allRevokedAt }) => {
    const own = views.filter((v) => v.documentId === doc.id);
    return {
      id: doc.id,
      processId: doc.processId,
      category: doc.category,
      // Recorded in English; answered in the reader's language.
      name: documentNameText(doc.name),
      status: doc.status,
      createdAt: doc.createdAt.toISOString(),
      lastUpdate: doc.lastUpdate.toISOString(),
      fileName: doc.fileName,
      fileSize: doc.fileSize,
      fileType: doc.fileType,
      scanStatus: doc.status === "pending" ? null : doc.scanStatus,
      uploadedByName: doc.uploadedBy ? (uploadedByName ?? null) : null,
      sharedDate: doc.sharedDate?.toISOString() ?? null,
      viewedDate: doc.viewedDate?.toISOString() ?? null,
      watermarked: doc.fileName !== null && isWatermarkable(doc.fileName),
      views: own.map((v) => ({ viewerName: v.viewerName, viewedAt: v.viewedAt.toISOString() })),
      investorOpens: audience.founder ? opensOf(own, audience.investorId) : null,
      accessRevoked: doc.revokedAt !== null || allRevokedAt !== null,
    };
  });
}

/** One document with the process it belongs to; null for an unknown id. */
export async function findDocument(db: Database, documentId: string): Promise<DocumentRow | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await db.select().from(d).where(eq(d.id, documentId)).limit(1);
  return row ?? null;
}

/** Categories with a pending request in the process. */
export async function pendingCategories(db: Database, processId: string): Promise<Set<string>> {
  const rows = await db
    .select({ category: d.category })
    .from(d)
    .where(and(eq(d.processId, processId), eq(d.status, "pending")));
  return new Set(rows.map((r) => r.category));
}

/**
 * One pending row per requested category; a category already pending is skipped by the unique
 * partial index, so a double click (or two at once) makes one row. Returns the rows it made.
 */
export async function insertRequests(
  db: Database,
  processId: string,
  requestedBy: string,
  items: Array<{ category: string; name: string }>,
): Promise<DocumentRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(d)
    .values(items.map((item) => ({ processId, requestedBy, category: item.category, name: item.name })))
    .onConflictDoNothing({ target: [d.processId, d.category], where: sql`status = 'pending'` })
    .returning();
}

/** pending -> shared with its file; null when it is no longer pending (someone answered first). */
export async function markShared(
  db: Database,
  documentId: string,
  file: {
    storageKey: string;
    fileName: string;
    fileSize: number;
    fileType: string;
    uploadedBy: string;
    /** Set when the file is a library document's copy. */
    libraryDocumentId?: string | null;
  },
): Promise<DocumentRow | null> {
  const now = new Date();
  const [row] = await db
    .update(d)
    .set({ ...file, status: "shared", sharedDate: now, lastUpdate: now })
    .where(and(eq(d.id, documentId), eq(d.status, "pending")))
    .returning();
  return row ?? null;
}

/** Logs an open; the investor's first open also marks the document viewed. */
export async function recordOpen(db: Database, document: DocumentRow, viewerId: string, byInvestor: boolean) {
  await db.insert(dueDiligenceDocumentViews).values({ documentId: document.id, viewerId });
  if (byInvestor && document.status === "shared") {
    const now = new Date();
    await db
      .update(d)
      .set({ status: "viewed", viewedDate: now, lastUpdate: now })
      .where(and(eq(d.id, document.id), eq(d.status, "shared")));
  }
}
