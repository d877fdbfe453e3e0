import { randomUUID } from "node:crypto";
import { RECORDED } from "@domain/due-diligence/communication";
import { DUE_DILIGENCE_MESSAGES } from "@domain/due-diligence/constants";
import { acceptsDocumentRequests, catalogueFor, isItemUnlocked, jurisdictionOf } from "@domain/due-diligence/documents";
import { JURISDICTION_LABELS, DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TDocument, TDocumentRequest, TProcessDocuments } from "@domain/due-diligence/documents-schemas";
import { STATUS_LABELS } from "@domain/due-diligence/stages";
import { m } from "@i18n/messages";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { dueDiligenceProcesses } from "../../db/schema";
import { type Commit, transactionOf } from "../../idempotency/keyed-write";
import { AppError } from "../../lib/errors";
import type { UploadScanner } from "../../storage/clamav/upload-scanner";
import type { LinkSigner } from "../../storage/signing";
import type { Storage } from "../../storage/storage";
import type { StoredDocument } from "../../storage/store-upload";
import { notify } from "../notifications/notify";
import { loggingRefusals, notFoundRefusal, refuseUnlessAccessHolds } from "./document-access";
import { makeDocumentLink } from "./document-links";
import {
  businessCountry,
  type DocumentAudience,
  type DocumentRow,
  findDocument,
  insertRequests,
  listDocuments,
  markShared,
  pendingCategories,
  recordOpen,
} from "./documents.queries";
import { copyStored, placeStaged, processFolder, storeUpload } from "./documents-store";
import { findLibraryDocument, listLibrary, toLibraryDocument } from "./library.queries";
import { refuseWithoutNda } from "./nda-gate";
import { findProcessForParticipant, lockProcess, type ParticipantProcess } from "./process.queries";
import { refuseIfFrozen } from "./process-view";

// The document room's rules. Access is the process's: its investor or the owner of its business,
// anyone else finds nothing (404) and changes nothing.

type Deps = { db: Database; storage: Storage; scanner: UploadScanner | null };
type Viewer = { userId: string; name: string };

const processNotFound = () => new AppError("NOT_FOUND", M.processNotFound);
const documentNotFound = () => new AppError("NOT_FOUND", M.documentNotFound);

async function partyProcess(db: Database, processId: string, userId: string): Promise<ParticipantProcess> {
  const process = await findProcessForParticipant(db, processId, { userId });
  if (!process) throw processNotFound();
  return process;
}

/** A document and its process, when the viewer is a party of that process; 404 otherwise. */
async function partyDocument(db: Database, documentId: string, userId: string) {
  const document = await findDocument(db, documentId);
  if (!document) throw documentNotFound();
  const process = await findProcessForParticipant(db, document.processId, { userId });
  if (!process) throw documentNotFound();
  return { document, process };
}

/** What the viewer of the process reads of its documents (only the founder sees opens). */
const audienceOf = (process: ParticipantProcess): DocumentAudience => ({
  investorId: process.investorId,
  founder: process.viewerRole === "founder",
});

const one = async (db: Database, document: DocumentRow, process: ParticipantProcess): Promise<TDocument> => {
  const [answer] = await listDocuments(db, document.processId, audienceOf(process), document.id);
  if (!answer) throw documentNotFound();
  return answer;
};

async function touchProcess(db: Database, processId: string, lastCommunication: string) {
  const now = new Date();
  await db
    .update(dueDiligenceProcesses)
    .set({ lastCommunication, lastCommunicationDate: now, updatedAt: now })
    .where(eq(dueDiligenceProcesses.id, processId));
}

export async function getProcessDocuments(db: Database, userId: string, processId: string): Promise<TProcessDocuments> {
  const process = await partyProcess(db, processId, userId);
  const country = await businessCountry(db, process.businessId);
  const [documents, pending, library] = await Promise.all([
    listDocuments(db, process.id, audienceOf(process)),
    pendingCategories(db, process.id),
    process.viewerRole === "founder" ? listLibrary(db, process.businessId) : Promise.resolve([]),
  ]);
  const jurisdiction = jurisdictionOf(country);
  return {
    jurisdiction,
    jurisdictionLabel: JURISDICTION_LABELS[jurisdiction],
    documents,
    catalogue: catalogueFor(country).map((item) => ({
      key: item.key,
      name: item.name,
      issuer: item.issuer ?? null,
      group: item.group,
      unlocksAt: item.unlocksAt,
      unlocked: isItemUnlocked(item, process.status),
      pending: pending.has(item.key),
    })),
    library: library.map(toLibraryDocument),
    documentsRevoked: process.documentsRevokedAt !== null,
  };
}

/** Request Additional Documents: the investor, categories of the business's catalogue unlocked at the current stage. */
export async function requestDocuments(db: Database, viewer: Viewer, processId: string, input: TDocumentRequest) {
  const process = await partyProcess(db, processId, viewer.userId);
  refuseIfFrozen(process);
  if (process.viewerRole !== "investor") throw new AppError("FORBIDDEN", m.server_onlyInvestorRequestsDocuments());
  if (!acceptsDocumentRequests(process.status)) throw new AppError("CONFLICT", M.processEnded);
  const catalogue = catalogueFor(await businessCountry(db, process.businessId));
  const keys = [...new Set(input.categories)];
  const items = keys.map((key) => {
    const item = catalogue.find((i) => i.key === key);
    if (!item) throw new AppError("VALIDATION_FAILED", M.unknownCategory, { categories: [M.unknownCategory] });
    return item;
  });

  return db.transaction(async (tx) => {
    // The stage is read again under the process's lock, the one an advance takes before it
    // counts documents: a request and an advance out of Due Diligence Docs cannot cross.
    const status = (await lockProcess(tx, process.id))?.status;
    if (!status) throw processNotFound();
    if (!acceptsDocumentRequests(status)) throw new AppError("CONFLICT", M.processEnded);
    const locked = items.find((item) => !isItemUnlocked(item, status));
    if (locked) throw new AppError("CONFLICT", M.locked(locked.name, STATUS_LABELS[locked.unlocksAt]));
    const created = await insertRequests(
      tx,
      process.id,
      viewer.userId,
      // The row records the catalogue's English name; the API answers it in the reader's language.
      items.map((item) => ({ category: item.key, name: item.storedName })),
    );
    if (created.length > 0) {
      await touchProcess(tx, process.id, RECORDED.documentsRequested(created.length));
      await notify(tx, {
        userId: process.founderId,
        key: "documents.requested",
        params: { investor: viewer.name, count: created.length },
        link: `/due-diligence/${process.id}`,
      });
    }
    return { documents: await listDocuments(tx, process.id, audienceOf(process)), created: created.length };
  });
}

/** The founder's side of a request: the process's business owner, the request still pending. */
async function pendingForFounder(db: Database, documentId: string, userId: string) {
  const { document, process } = await partyDocument(db, documentId, userId);
  if (process.viewerRole !== "founder") throw new AppError("FORBIDDEN", m.server_onlyFounderUploadsDocuments());
  refuseIfFrozen(process);
  if (document.status !== "pending") throw new AppError("CONFLICT", M.notPending);
  return { document, process };
}

/**
 * Shares the request with a file staged under a key of this attempt's own. Two attempts may name
 * the same final key ({documentId}-{safe name}); only the one whose conditional update wins the
 * row writes it, before the row is seen shared, so size, type and bytes come from one file. The
 * staged copy goes either way. `commit` is the transaction (one that also claims the request's
 * idempotency key when it has one, idempotency/keyed-upload.ts), so the answer is built in it.
 */
async function share(
  deps: Deps,
  viewer: Viewer,
  document: DocumentRow,
  process: ParticipantProcess,
  staged: StoredDocument,
  options: { libraryDocumentId?: string; commit?: Commit } = {},
) {
  const file = {
    ...staged,
    storageKey: `${processFolder(viewer.userId, process.id)}/${document.id}-${staged.fileName}`,
  };
  const commit = options.commit ?? transactionOf(deps.db);
  try {
    return await commit(async (tx) => {
      await lockProcess(tx, process.id);
      const row = await markShared(tx, document.id, {
        ...file,
        uploadedBy: viewer.userId,
        libraryDocumentId: options.libraryDocumentId ?? null,
      });
      // Another attempt shared it first; nothing was written here.
      if (!row) throw new AppError("CONFLICT", M.notPending);
      await placeStaged(deps.storage, staged.storageKey, file);
      await touchProcess(tx, process.id, RECORDED.documentShared(row.name));
      await notify(tx, {
        userId: process.investorId,
        key: "documents.shared",
        params: { business: process.businessName, document: row.name },
        link: `/due-diligence/${process.id}`,
      });
      return { document: await one(tx, row, process) };
    });
  } finally {
    await deps.storage.delete(staged.storageKey);
  }
}

/** Upload Document: the body is the file, streamed; the row turns shared only once the file is in place. */
export async function uploadDocument(
  deps: Deps,
  viewer: Viewer,
  documentId: string,
  clientName: string,
  request: Request,
  commit?: Commit,
) {
  const { document, process } = await pendingForFounder(deps.db, documentId, viewer.userId);
  const file = await storeUpload(deps, request, {
    folder: processFolder(viewer.userId, process.id),
    id: randomUUID(),
    clientName,
  });
  return share(deps, viewer, document, process, file, { commit });
}

/** Answers a request with a library document in one click (the file is copied into the process). */
export async function shareFromLibrary(deps: Deps, viewer: Viewer, documentId: string, libraryDocumentId: string) {
  const { document, process } = await pendingForFounder(deps.db, documentId, viewer.userId);
  const source = await findLibraryDocument(deps.db, libraryDocumentId, process.businessId);
  if (!source) throw new AppError("NOT_FOUND", M.libraryItemNotFound);
  if (source.category !== document.category) {
    throw new AppError("VALIDATION_FAILED", M.libraryWrongCategory, { libraryDocumentId: [M.libraryWrongCategory] });
  }
  const file = await copyStored(deps.storage, source, {
    folder: processFolder(viewer.userId, process.id),
    id: randomUUID(),
  });
  if (!file) throw new AppError("NOT_FOUND", M.libraryItemNotFound);
  return share(deps, viewer, document, process, file, { libraryDocumentId: source.id });
}

/**
 * Opening a shared document: a link for 10 days that opens only with this user's session while
 * their access holds (document-file.service.ts checks again on every request). No link on a
 * declined or frozen process, nor for an investor whose access the founder revoked. Every open is
 * logged; the investor's marks it viewed.
 */
export async function openDocument(
  deps: Deps & { links: LinkSigner },
  viewer: Viewer & { ip: string },
  documentId: string,
) {
  const document = await findDocument(deps.db, documentId);
  if (!document) throw documentNotFound();
  const context = { userId: viewer.userId, ip: viewer.ip, documentId: document.id, kind: "process" as const };
  const process = await loggingRefusals(deps.db, context, async () => {
    const found = await findProcessForParticipant(deps.db, document.processId, { userId: viewer.userId });
    if (!found) throw notFoundRefusal("not_party");
    refuseUnlessAccessHolds(found, document, DUE_DILIGENCE_MESSAGES.accountSuspended);
    return found;
  });
  await refuseWithoutNda(deps.db, process);
  if (document.status === "pending" || !document.storageKey) throw new AppError("CONFLICT", M.notShared);
  const link = makeDocumentLink(deps.links, "process", document.id, viewer.userId);
  await deps.db.transaction(async (tx) => {
    await lockProcess(tx, process.id);
    await recordOpen(tx, document, viewer.userId, process.viewerRole === "investor");
  });
  return { ...link, document: await one(deps.db, document, process) };
}
