import { UPLOAD_MESSAGES } from "@domain/constants/uploads";
import { acceptedExtensionOf, safeFileName } from "@domain/due-diligence/documents";
import type { DocumentExtension } from "@domain/due-diligence/documents-constants";
import type { ScanStatus } from "@domain/uploads/scan-status";
import { AppError } from "../lib/errors";
import type { UploadScanner } from "./clamav/upload-scanner";
import { scanningStream } from "./clamav/upload-scanner";
import { contentMatches, DOCUMENT_MIME, peekBody, TooLargeError } from "./file-type";
import { hasTooManyPixels, imageDimensions } from "./image-dimensions";
import type { Storage } from "./storage";

// Storing an uploaded document (the due-diligence room's files, verification certificates): the
// body streams to the storage (storage.put: a temporary file renamed into place on disk, an upload
// that appears whole in a bucket), counted as it arrives, so nothing over the limit is kept and an
// interrupted upload leaves no file. The type is
// read from the first bytes, never from the client's declared type. The caller inserts or updates
// its row only after this returns. With a scanner, clamd reads the bytes on their way to the
// temporary file and a flagged file fails the write (clamav/upload-scanner.ts): it never lands.

/** What one kind of upload accepts, and what it answers when a file does not fit. */
export type UploadRules = {
  extensions: readonly DocumentExtension[];
  maxBytes: number;
  messages: { badType: string; typeMismatch: string; noFile: string; tooLarge: string };
};

export type StoredDocument = {
  storageKey: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  scanStatus: ScanStatus;
};

/**
 * Streams the request body to `{folder}/{id}-{safe name}`, after checking its first bytes against
 * the extension. 400 for a refused type, an empty or a mismatched file, 413 past the rules' limit
 * (whatever Content-Length said). With a scanner: 422 (InfectedUpload) for a flagged file, 503
 * (UploadScannerUnavailable) when clamd cannot answer; nothing is stored either way.
 */
export async function storeUpload(
  storage: Storage,
  request: Request,
  target: { folder: string; id: string; clientName: string },
  rules: UploadRules,
  scanner: UploadScanner | null,
): Promise<StoredDocument> {
  const M = rules.messages;
  const refuse = (message: string) => new AppError("VALIDATION_FAILED", message, { file: [message] });
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", M.tooLarge);
  const extension = acceptedExtensionOf(target.clientName, rules.extensions);
  if (!extension) throw refuse(M.badType);
  const fileName = safeFileName(target.clientName, extension);
  // A body that declares more than the limit is refused before any of it is read.
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > rules.maxBytes) throw tooLarge();
  let peeked: Awaited<ReturnType<typeof peekBody>>;
  try {
    peeked = await peekBody(request.body, rules.maxBytes);
  } catch (error) {
    throw error instanceof TooLargeError ? tooLarge() : error;
  }
  if (peeked.head.length === 0) throw refuse(M.noFile);
  if (!contentMatches(extension, peeked.head)) {
    await peeked.stream.cancel().catch(() => {});
    throw refuse(M.typeMismatch);
  }
  if (declaresTooManyPixels(extension, peeked.head)) {
    await peeked.stream.cancel().catch(() => {});
    throw refuse(UPLOAD_MESSAGES.tooManyPixels);
  }
  let scan: Awaited<ReturnType<UploadScanner["open"]>> | null = null;
  try {
    scan = scanner && (await scanner.open());
  } catch (error) {
    await peeked.stream.cancel().catch(() => {});
    throw error;
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
    await storage.put(storageKey, scan ? counted.pipeThrough(scanningStream(scan)) : counted, fileType);
  } catch (error) {
    if (error instanceof TooLargeError || fileSize > rules.maxBytes) throw tooLarge();
    throw error;
  } finally {
    scan?.close();
  }
  return { storageKey, fileName, fileSize, fileType, scanStatus: scan ? "clean" : "not_scanned" };
}

/**
 * A PNG or JPEG document whose header, within the sniffed bytes, declares more pixels than an image
 * may have (the same limits as avatars and logos). A header not found there (a JPEG whose frame
 * header follows more than 64 KB of metadata) is let through, as before this check.
 */
function declaresTooManyPixels(extension: DocumentExtension, head: Uint8Array): boolean {
  const kind = extension === "png" ? "png" : extension === "jpg" || extension === "jpeg" ? "jpg" : null;
  const dimensions = kind && imageDimensions(kind, head);
  return Boolean(dimensions && hasTooManyPixels(dimensions));
}
