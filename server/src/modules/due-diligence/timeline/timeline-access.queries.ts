import { documentNameText } from "@domain/due-diligence/documents";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { dueDiligenceDocuments, dueDiligenceProcesses, ndaAcceptances } from "../../../db/schema";
import { event, type TimelineSource } from "./timeline-source";

// Access events: the founder's revocations that hold now (one document's, or every document's:
// a restore clears the time, so a lifted revocation leaves the timeline) and the investor's NDA
// acceptance, each from the row that records it.

const d = dueDiligenceDocuments;

export const accessRevoked: TimelineSource = async (db, process, limit) => {
  const [documents, all] = await Promise.all([
    db
      .select({ id: d.id, name: d.name, at: d.revokedAt })
      .from(d)
      .where(and(eq(d.processId, process.id), isNotNull(d.revokedAt)))
      .orderBy(desc(d.revokedAt))
      .limit(limit),
    db
      .select({ at: dueDiligenceProcesses.documentsRevokedAt })
      .from(dueDiligenceProcesses)
      .where(and(eq(dueDiligenceProcesses.id, process.id), isNotNull(dueDiligenceProcesses.documentsRevokedAt))),
  ]);
  const one = documents.flatMap((r) =>
    r.at
      ? [
          event({
            id: `revoked:${r.id}`,
            kind: "document_access_revoked",
            at: r.at,
            actorId: process.founderId,
            subject: documentNameText(r.name),
          }),
        ]
      : [],
  );
  const every = all.flatMap((r) =>
    r.at
      ? [
          event({
            id: `revoked-all:${process.id}`,
            kind: "document_access_revoked",
            at: r.at,
            actorId: process.founderId,
          }),
        ]
      : [],
  );
  return [...one, ...every];
};

export const ndaAccepted: TimelineSource = async (db, process) => {
  const rows = await db
    .select({ id: ndaAcceptances.id, at: ndaAcceptances.acceptedAt, actorId: ndaAcceptances.investorId })
    .from(ndaAcceptances)
    .where(eq(ndaAcceptances.processId, process.id));
  return rows.map((r) => event({ id: `nda:${r.id}`, kind: "nda_accepted", at: r.at, actorId: r.actorId }));
};
