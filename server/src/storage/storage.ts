// Where uploaded files live. The app depends on this interface only: local disk under the data
// dir today (local-disk.ts), an S3-compatible bucket when configured later. Keys come from
// generateKey (keys.ts); the image folders are public by URL, every other file is private and
// served only by the route that owns it, to a session it re-checks on every request.

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
  /** The permanent URL of a public key (throws for a private one). */
  publicUrl(key: string): string;
}

export const PUBLIC_FILES_PATH = "/files/public";
