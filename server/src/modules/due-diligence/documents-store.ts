import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES as M,
} from "@domain/due-diligence/documents-constants";
import { AppError } from "../../lib/errors";
import type { UploadScanner } from "../../storage/clamav/upload-scanner";
import { DOCUMENT_MIME } from "../../storage/file-type";
import type { Storage } from "../../storage/storage";
import { type StoredDocument, storeUpload as storeFile, type UploadRules } from "../../storage/store-upload";
import { loadPdf } from "../../storage/watermark";
import { pngTooLarge } from "../../storage/watermark-image";

// The document room's files: uploads under the room's rules (storage/store-upload.ts streams and
// checks them), copies from the library, and the staged files of concurrent attempts.

const DOCUMENT_RULES: UploadRules = {
  extensions: DOCUMENT_EXTENSIONS,
  maxBytes: DOCUMENT_MAX_BYTES,
  // Read at each upload, so the refusals speak that request's language.
  get messages() {
    return { badType: M.badType, typeMismatch: M.typeMismatch, noFile: M.noFileText, tooLarge: M.tooLarge };
  },
};

/** Why a stored file could not be stamped when served (issue 21), or null when it can. */
async function stampProblem(storage: Storage, file: StoredDocument): Promise<string | null> {
  const isPdf = file.fileType === DOCUMENT_MIME.pdf;
  if (!isPdf && file.fileType !== DOCUMENT_MIME.png) return null;
  const stored = await storage.get(file.storageKey);
  if (!stored) return M.pdfUnreadable;
  const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
  if (isPdf) return (await loadPdf(bytes)) ? null : M.pdfUnreadable;
  return pngTooLarge(bytes) ? M.imageTooLarge : null;
}

/**
 * Streams a document to `{folder}/{id}-{safe name}`: pdf, doc, docx, txt, jpg, jpeg or png by
 * content, up to 50 MB. Every investor's copy of a PDF or image is stamped as it is served, so a
 * PDF that cannot be parsed (encrypted, damaged, without pages) or a PNG too large to decode is
 * removed again and refused with a 400: serving never meets one. The bytes pass through the virus
 * scanner on their way in when one is configured.
 */
export async function storeUpload(
  deps: { storage: Storage; scanner: UploadScanner | null },
  request: Request,
  target: { folder: string; id: string; clientName: string },
): Promise<StoredDocument> {
  const file = await storeFile(deps.storage, request, target, DOCUMENT_RULES, deps.scanner);
  const problem = await stampProblem(deps.storage, file);
  if (problem) {
    await deps.storage.delete(file.storageKey);
    throw new AppError("VALIDATION_FAILED", problem, { file: [problem] });
  }
  return file;
}

/** Copies a stored file (a library document, scanned or not as it arrived) to a new key; null when the source is gone. */
export async function copyStored(
  storage: Storage,
  from: { storageKey: string; fileName: string; fileType: string; scanStatus: StoredDocument["scanStatus"] },
  target: { folder: string; id: string },
): Promise<StoredDocument | null> {
  const source = await storage.get(from.storageKey);
  if (!source) return null;
  const storageKey = `${target.folder}/${target.id}-${from.fileName}`;
  await storage.put(storageKey, source.body, from.fileType);
  return {
    storageKey,
    fileName: from.fileName,
    fileSize: source.size,
    fileType: from.fileType,
    scanStatus: from.scanStatus,
  };
}

/**
 * Puts a staged file (written under a key of its own) at its final key. For a process document
 * the final key is shared by every attempt with the same name, so only the attempt that has
 * won the row calls this, inside the transaction that shares it.
 */
export async function placeStaged(storage: Storage, stagedKey: string, file: StoredDocument): Promise<void> {
  const staged = await storage.get(stagedKey);
  if (!staged) throw new Error(`staged file ${stagedKey} vanished`);
  await storage.put(file.storageKey, staged.body, file.fileType);
}

/** The folders of the spec's path: due-diligence-docs/{userId}/{processId} and the founder's library. */
export const processFolder = (founderId: string, processId: string) => `due-diligence-docs/${founderId}/${processId}`;
export const libraryFolder = (founderId: string) => `due-diligence-docs/${founderId}/library`;
