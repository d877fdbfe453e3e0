import type { TLibraryAnalytics } from "@domain/due-diligence/analytics-schemas";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  businessDocuments,
  dueDiligenceDocuments,
  dueDiligenceDocumentViews,
  dueDiligenceProcesses,
  ndaAcceptances,
  profiles,
} from "../../db/schema";

// Where each library document of a business went and how each investor read it (issue 21): the
// process copies that name it as their source, each with its investor's opens only (the founder's
// own are not counted) and the NDA acceptance of its process. Keyed by the business on both sides, the library's and the process's.

const d = dueDiligenceDocuments;
const v = dueDiligenceDocumentViews;
const p = dueDiligenceProcesses;

export async function libraryAnalytics(db: Database, businessId: string): Promise<TLibraryAnalytics> {
  const rows = await db
    .select({
      libraryDocumentId: businessDocuments.id,
      processId: p.id,
      investorName: profiles.fullName,
      documentId: d.id,
      sharedAt: d.sharedDate,
      count: sql<number>`count(${v.id})`.mapWith(Number),
      first: sql<string | null>`min(${v.viewedAt})`,
      last: sql<string | null>`max(${v.viewedAt})`,
      ndaAcceptedAt: ndaAcceptances.acceptedAt,
    })
    .from(businessDocuments)
    .innerJoin(d, eq(d.libraryDocumentId, businessDocuments.id))
    .innerJoin(p, and(eq(p.id, d.processId), eq(p.businessId, businessId)))
    .innerJoin(profiles, eq(profiles.id, p.investorId))
    .leftJoin(v, and(eq(v.documentId, d.id), eq(v.viewerId, p.investorId)))
    .leftJoin(ndaAcceptances, eq(ndaAcceptances.processId, p.id))
    .where(and(eq(businessDocuments.businessId, businessId), isNotNull(d.sharedDate)))
    .groupBy(businessDocuments.id, p.id, profiles.fullName, d.id, d.sharedDate, ndaAcceptances.acceptedAt)
    .orderBy(asc(businessDocuments.id), asc(d.sharedDate), asc(d.id));
  const byDocument = new Map<string, TLibraryAnalytics["documents"][number]>();
  const iso = (at: string | null) => (at ? new Date(at).toISOString() : null);
  for (const r of rows) {
    const entry = byDocument.get(r.libraryDocumentId) ?? { libraryDocumentId: r.libraryDocumentId, recipients: [] };
    entry.recipients.push({
      processId: r.processId,
      investorName: r.investorName,
      documentId: r.documentId,
      sharedAt: r.sharedAt?.toISOString() ?? null,
      opens: { count: r.count, firstOpenedAt: iso(r.first), lastOpenedAt: iso(r.last) },
      ndaAcceptedAt: r.ndaAcceptedAt?.toISOString() ?? null,
    });
    byDocument.set(r.libraryDocumentId, entry);
  }
  return { documents: [...byDocument.values()] };
}
