import { acceptedExtensionOf, safeFileName } from "@domain/due-diligence/documents";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../storage/storage";
import { contentMatches, DOCUMENT_MIME, peekBody, TooLargeError } from "./documents-file-type";

// Storing an uploaded document: the body streams to a temporary file that is renamed into place
// (storage.put), counted as it arrives, so nothing over 50 MB is kept and an interrupted upload
// leaves no file. The caller inserts or updates its row only after this returns.

const badType = () => new AppError("VALIDATION_FAILED", M.badType, { file: [M.badType] });
const mismatch = () => new AppError("VALIDATION_FAILED", M.typeMismatch, { file: [M.typeMismatch] });
const noFile = () => new AppError("VALIDATION_FAILED", M.noFileText, { file: [M.noFileText] });
const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", M.tooLarge);

export type StoredDocument = { storageKey: string; fileName: string; fileSize: number; fileType: string };

/** The accepted extension and safe name of a client file name, or a 400. */
function nameOf(clientName: string) {
  const extension = acceptedExtensionOf(clientName);
  if (!extension) throw badType();
  return { extension, fileName: safeFileName(clientName, extension) };
}

/** Refuses a body that declares more than the limit, before reading any of it. */
function refuseDeclaredTooLarge(request: Request): void {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > DOCUMENT_MAX_BYTES) throw tooLarge();
}

/**
 * Streams the request body to `{folder}/{id}-{safe name}`, after checking its first bytes against
 * the extension. 400 for an empty or mismatched file, 413 past 50 MB (whatever Content-Length said).
 */
export async function storeUpload(
  storage: Storage,
  request: Request,
  target: { folder: string; id: string; clientName: string },
): Promise<StoredDocument> {
  const { extension, fileName } = nameOf(target.clientName);
  refuseDeclaredTooLarge(request);
  let peeked: Awaited<ReturnType<typeof peekBody>>;
  try {
    peeked = await peekBody(request.body, DOCUMENT_MAX_BYTES);
  } catch (error) {
    throw error instanceof TooLargeError ? tooLarge() : error;
  }
  if (peeked.head.length === 0) throw noFile();
  if (!contentMatches(extension, peeked.head)) {
    await peeked.stream.cancel().catch(() => {});
    throw mismatch();
  }
  const storageKey = `${target.folder}/${target.id}-${fileName}`;
  const fileType = DOCUMENT_MIME[extension];
  let fileSize = 0;
  const counted = peeked.stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        fileSize += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    await storage.put(storageKey, counted, fileType);
  } catch (error) {
    if (error instanceof TooLargeError || fileSize > DOCUMENT_MAX_BYTES) throw tooLarge();
    throw error;
  }
  return { storageKey, fileName, fileSize, fileType };
}

/** Copies a stored file (a library document) to a new key; null when the source is gone. */
export async function copyStored(
  storage: Storage,
  from: { storageKey: string; fileName: string; fileType: string },
  target: { folder: string; id: string },
): Promise<StoredDocument | null> {
  const source = await storage.get(from.storageKey);
  if (!source) return null;
  const storageKey = `${target.folder}/${target.id}-${from.fileName}`;
  await storage.put(storageKey, source.body, from.fileType);
  return { storageKey, fileName: from.fileName, fileSize: source.size, fileType: from.fileType };
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
