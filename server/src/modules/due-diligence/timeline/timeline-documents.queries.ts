import { documentNameText } from "@domain/due-diligence/documents";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { dueDiligenceDocuments, dueDiligenceDocumentViews } from "../../../db/schema";
import { event, type TimelineSource } from "./timeline-source";

// Document events, each from the row that records it: requested (the request's creation), shared
// (its shared date) and opened (each of the investor's opens; the founder's own are not events).

const d = dueDiligenceDocuments;
const v = dueDiligenceDocumentViews;

export const documentsRequested: TimelineSource = async (db, process, limit) => {
  const rows = await db
    .select({ id: d.id, name: d.name, at: d.createdAt, actorId: d.requestedBy })
    .from(d)
    .where(eq(d.processId, process.id))
    .orderBy(desc(d.createdAt))
    .limit(limit);
  return rows.map((r) =>
    event({
      id: `requested:${r.id}`,
      kind: "document_requested",
      at: r.at,
      actorId: r.actorId,
      subject: documentNameText(r.name),
    }),
  );
};

export const documentsShared: TimelineSource = async (db, process, limit) => {
  const rows = await db
    .select({ id: d.id, name: d.name, at: d.sharedDate, actorId: d.uploadedBy })
    .from(d)
    .where(and(eq(d.processId, process.id), isNotNull(d.sharedDate)))
    .orderBy(desc(d.sharedDate))
    .limit(limit);
  return rows.flatMap((r) =>
    r.at
      ? [
          event({
            id: `shared:${r.id}`,
            kind: "document_shared",
            at: r.at,
            actorId: r.actorId,
            subject: documentNameText(r.name),
          }),
        ]
      : [],
  );
};

export const documentsOpened: TimelineSource = async (db, process, limit) => {
  const rows = await db
    .select({ id: v.id, name: d.name, at: v.viewedAt, actorId: v.viewerId })
    .from(v)
    .innerJoin(d, eq(d.id, v.documentId))
    .where(and(eq(d.processId, process.id), eq(v.viewerId, process.investorId)))
    .orderBy(desc(v.viewedAt))
    .limit(limit);
  return rows.map((r) =>
    event({
      id: `opened:${r.id}`,
      kind: "document_opened",
      at: r.at,
      actorId: r.actorId,
      subject: documentNameText(r.name),
    }),
  );
};
