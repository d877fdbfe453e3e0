// Where uploaded files live. The app depends on this interface only: local disk under the data
// dir today (local-disk.ts), an S3-compatible bucket when configured later. Keys come from
// generateKey (keys.ts); the image folders are public by URL, every other file is private and
// read only through an expiring signed URL.

export type FileBody = Uint8Array | ReadableStream<Uint8Array>;

export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
};

export interface Storage {
  /** Stores the bytes under the key (replacing any file there); a half-written file is never visible. */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** The file and its metadata, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, public and private, in no particular order (the orphan sweep reads them). */
  list(): AsyncIterable<string>;
  /** The permanent URL of a public key (throws for a private one). */
  publicUrl(key: string): string;
  /** A URL for a private key that works for ttlSeconds (at most 10 days) and then answers 403. */
  signedUrl(key: string, ttlSeconds: number): string;
  /** Whether (key, expires, signature) from a signed URL is genuine and not yet expired. */
  verifySignature(key: string, expires: string | number, signature: string): boolean;
}

export const PUBLIC_FILES_PATH = "/files/public";
export const PRIVATE_FILES_PATH = "/api/files/private";
