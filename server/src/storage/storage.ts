// Where uploaded files live. The app depends on this interface only: local disk under the data
// dir by default (local-disk.ts), an S3-compatible bucket when S3_BUCKET is set (s3/, decision
// 031). Keys come from generateKey (keys.ts); the image folders are public by URL, every other
// file is private and served only by the route that owns it, to a session it re-checks on every
// request. Either way the bytes pass through the server, so those checks hold for both.

export type FileBody = Uint8Array | ReadableStream<Uint8Array>;

export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
};

/** A stored file as a listing gives it. */
export type ListedFile = {
  key: string;
  /** When its bytes were last written (a file is renamed into place whole, so: when its upload ended). */
  modifiedAt: Date;
  /** Opaque: changes whenever the key is written again (local disk: inode and time; S3: the ETag). */
  version: string;
};

export interface Storage {
  /** Stores the bytes under the key (replacing any file there); a half-written file is never visible. */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** The file and its metadata, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key that starts with `prefix` ("" for all), a page at a time, in no set order:
   * never a half-written file or anything that is not a valid key. Paged so that an S3 store maps
   * one page to one ListObjectsV2 call and nothing holds the whole listing.
   */
  list(prefix?: string): AsyncIterable<ListedFile[]>;
  /**
   * Removes a listed file unless its key was written again since the listing (its version changed);
   * answers whether it removed it. The orphan sweep's delete: a key written anew is not the file it judged.
   */
  deleteIfUnchanged(file: ListedFile): Promise<boolean>;
  /** The permanent URL of a public key (throws for a private one). */
  publicUrl(key: string): string;
}

export const PUBLIC_FILES_PATH = "/files/public";
