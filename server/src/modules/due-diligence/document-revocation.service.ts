import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import { m } from "@i18n/messages";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { dueDiligenceDocuments, dueDiligenceProcesses } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findDocument, listDocuments } from "./documents.queries";
import { findProcessForParticipant, lockProcess } from "./process.queries";

// The founder withdraws the investor's access to one document of the process, or to all of them,
// and gives it back. The rule is read on every request serving a link (document-access.ts), so a
// revocation stops links already handed out at once. Only the owner of the process's business:
// the investor is refused by role (403), anyone else finds nothing (404).

type Founder = { userId: string };

async function founderProcess(db: Database, processId: string, founder: Founder) {
  const process = await findProcessForParticipant(db, processId, founder);
  if (!process) throw new AppError("NOT_FOUND", M.processNotFound);
  if (process.viewerRole !== "founder") throw new AppError("FORBIDDEN", m.server_onlyFounderChangesAccess());
  return process;
}

/** The room as the founder (the only one who revokes) sees it, with the investor's opens. */
async function answer(db: Database, process: { id: string; investorId: string }) {
  const processId = process.id;
  const [row] = await db
    .select({ at: dueDiligenceProcesses.documentsRevokedAt })
    .from(dueDiligenceProcesses)
    .where(eq(dueDiligenceProcesses.id, processId));
  return {
    documents: await listDocuments(db, processId, { investorId: process.investorId, founder: true }),
    documentsRevoked: (row?.at ?? null) !== null,
  };
}

/** Revokes (or restores) the investor's access to one document of the founder's process. */
export async function setDocumentAccess(db: Database, founder: Founder, documentId: string, revoked: boolean) {
  const document = await findDocument(db, documentId);
  const process = document && (await findProcessForParticipant(db, document.processId, founder));
  if (!document || !process) throw new AppError("NOT_FOUND", M.documentNotFound);
  if (process.viewerRole !== "founder") throw new AppError("FORBIDDEN", m.server_onlyFounderChangesAccess());
  const d = dueDiligenceDocuments;
  await db.transaction(async (tx) => {
    await lockProcess(tx, process.id);
    await tx
      .update(d)
      .set({ revokedAt: revoked ? new Date() : null })
      .where(and(eq(d.id, documentId), eq(d.processId, process.id)));
  });
  return answer(db, process);
}

/**
 * Revokes the investor's access to every document of the process (those shared later too), or
 * restores it: restoring all also lifts each document's own revocation.
 */
export async function setAllDocumentsAccess(db: Database, founder: Founder, processId: string, revoked: boolean) {
  const process = await founderProcess(db, processId, founder);
  await db.transaction(async (tx) => {
    await lockProcess(tx, process.id);
    await tx
      .update(dueDiligenceProcesses)
      .set({ documentsRevokedAt: revoked ? new Date() : null })
      .where(eq(dueDiligenceProcesses.id, process.id));
    if (!revoked) {
      await tx
        .update(dueDiligenceDocuments)
        .set({ revokedAt: null })
        .where(eq(dueDiligenceDocuments.processId, process.id));
    }
  });
  return answer(db, process);
}
