import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { Locale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { LinkSigner } from "../../storage/signing";
import type { Storage, StoredFile } from "../../storage/storage";
import { watermarkedCopy } from "../../storage/watermark";
import { DocumentRefusal, loggingRefusals, notFoundRefusal, refuseUnlessAccessHolds } from "./document-access";
import { checkDocumentLink, type LinkKind } from "./document-links";
import { findDocument } from "./documents.queries";
import { findLibraryDocument, founderBusiness, libraryDocumentExists } from "./library.queries";
import { refuseWithoutNda } from "./nda-gate";
import { findProcessForParticipant } from "./process.queries";

// Serving a document link's bytes. Every request asks again: the session is the one the link was
// made for, that user is still a party, and their access holds now (document-access.ts). Any
// refusal answers no bytes; a signed-in user's refusal is written to the security log.

type Deps = { db: Database; storage: Storage; links: LinkSigner };
/** Who asks, from their session: the watermark names them (name, e-mail, their language). */
export type FileViewer = { userId: string; ip: string; name: string; email: string; locale: Locale };
type LinkQuery = { expires: string; signature: string };
export type ServedFile = {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  size: number;
  contentType: string;
  fileName: string;
};

const asStored = (file: StoredFile, fileName: string): ServedFile => ({
  body: file.body,
  size: file.size,
  contentType: file.contentType,
  fileName,
});

/**
 * The investor's copy of a PDF or image names them on every page, made now from the stored
 * original (which is never written); other types, and the founder's own copy, go as stored.
 */
async function copyFor(viewer: FileViewer, file: StoredFile, fileName: string): Promise<ServedFile> {
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  const stamp = { name: viewer.name, email: viewer.email, at: new Date(), locale: viewer.locale };
  const copy = await watermarkedCopy({ bytes, contentType: file.contentType, fileName }, stamp);
  return {
    body: new Uint8Array(copy.body),
    size: copy.body.byteLength,
    contentType: copy.contentType,
    fileName: copy.fileName,
  };
}

const noSuchFile = () => new AppError("NOT_FOUND", m.server_noSuchFile());

function refuseUnlessSignedFor(deps: Deps, kind: LinkKind, id: string, userId: string, query: LinkQuery) {
  const check = checkDocumentLink(deps.links, kind, id, userId, query);
  // A link made for someone else (or a forged one) names nothing this user may open.
  if (check === "invalid") throw notFoundRefusal("wrong_user");
  if (check === "expired") throw new DocumentRefusal("expired", "FORBIDDEN", M.linkExpired);
}

/** A process document, for the party the link was made for while their access holds. */
export async function processDocumentFile(
  deps: Deps,
  viewer: FileViewer,
  documentId: string,
  query: LinkQuery,
): Promise<ServedFile> {
  const document = await findDocument(deps.db, documentId);
  if (!document) throw new AppError("NOT_FOUND", M.documentNotFound);
  const context = { userId: viewer.userId, ip: viewer.ip, documentId: document.id, kind: "process" as const };
  return loggingRefusals(deps.db, context, async () => {
    const process = await findProcessForParticipant(deps.db, document.processId, { userId: viewer.userId });
    if (!process) throw notFoundRefusal("not_party");
    refuseUnlessSignedFor(deps, "process", document.id, viewer.userId, query);
    refuseUnlessAccessHolds(process, document);
    // A link made before the founder asked for an NDA opens only once the investor accepted it.
    await refuseWithoutNda(deps.db, process);
    const file = document.storageKey ? await deps.storage.get(document.storageKey) : null;
    if (!file || !document.fileName) throw noSuchFile();
    return process.viewerRole === "investor"
      ? copyFor(viewer, file, document.fileName)
      : asStored(file, document.fileName);
  });
}

/** A library document, for its founder alone (the link names them). */
export async function libraryDocumentFile(
  deps: Deps,
  viewer: FileViewer,
  id: string,
  query: LinkQuery,
): Promise<ServedFile> {
  if (!(await libraryDocumentExists(deps.db, id))) throw new AppError("NOT_FOUND", M.libraryItemNotFound);
  const context = { userId: viewer.userId, ip: viewer.ip, documentId: id, kind: "library" as const };
  return loggingRefusals(deps.db, context, async () => {
    const business = await founderBusiness(deps.db, viewer.userId);
    const row = business ? await findLibraryDocument(deps.db, id, business.id) : null;
    if (!row) throw notFoundRefusal("not_party");
    refuseUnlessSignedFor(deps, "library", row.id, viewer.userId, query);
    const file = await deps.storage.get(row.storageKey);
    if (!file) throw noSuchFile();
    return asStored(file, row.fileName);
  });
}
