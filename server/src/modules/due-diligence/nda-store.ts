import { createHash } from "node:crypto";
import { NDA_MESSAGES as M, NDA_MAX_BYTES } from "@domain/due-diligence/nda/nda-constants";
import type { UploadScanner } from "../../storage/clamav/upload-scanner";
import type { Storage } from "../../storage/storage";
import { type StoredDocument, storeUpload, type UploadRules } from "../../storage/store-upload";

// A founder's own NDA: a PDF by its first bytes, at most 10 MB, streamed to private storage
// (storage/store-upload.ts), then hashed from what was stored.

const NDA_RULES: UploadRules = {
  extensions: ["pdf"],
  maxBytes: NDA_MAX_BYTES,
  get messages() {
    return { badType: M.badType, typeMismatch: M.badType, noFile: M.noFile, tooLarge: M.tooLarge };
  },
};

export const ndaFolder = (founderId: string) => `nda/${founderId}`;

export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Stores the upload (through the virus scanner when one is configured) and answers it with the SHA-256 of the stored bytes. */
export async function storeNdaFile(
  deps: { storage: Storage; scanner: UploadScanner | null },
  request: Request,
  target: { folder: string; id: string; clientName: string },
): Promise<StoredDocument & { sha256: string }> {
  const file = await storeUpload(deps.storage, request, target, NDA_RULES, deps.scanner);
  const stored = await deps.storage.get(file.storageKey);
  if (!stored) throw new Error(`stored NDA ${file.storageKey} vanished`);
  const hash = createHash("sha256");
  const reader = stored.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) hash.update(next.value);
  return { ...file, sha256: hash.digest("hex") };
}
