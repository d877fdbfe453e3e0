import { randomBytes } from "node:crypto";
import { IMAGE_FOLDERS } from "@domain/constants/uploads";

// Storage keys are made only by the server, as {folder}/{timestamp}-{random}.{ext}, and every
// key that reaches the storage is checked against this strict pattern: letters, digits, "_" and
// "-" in up to three folder levels (so an id can be a folder: documents/{processId}), then a
// lower-case name with exactly one dot. No dot-segment, leading "/" or backslash can match, so
// a key cannot leave its directory.

const FOLDER = "[A-Za-z0-9][A-Za-z0-9_-]{0,63}(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){0,2}";
const KEY_PATTERN = new RegExp(`^${FOLDER}/[0-9]{10,16}-[a-z0-9]{8,64}\\.[a-z0-9]{1,8}$`);
// Documents keep a readable name after the server's own uuid ({documentId}-{safe name}.{ext}, as
// the due-diligence room names its files): still lower case, one dot, nothing that can climb out.
const UUID_NAME = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const NAMED_KEY_PATTERN = new RegExp(`^${FOLDER}/${UUID_NAME}-[a-z0-9][a-z0-9_-]{0,79}\\.[a-z0-9]{1,8}$`);
const FOLDER_PATTERN = new RegExp(`^${FOLDER}$`);
const EXTENSION_PATTERN = /^[a-z0-9]{1,8}$/;

/** Folders whose files anyone may read by URL: the images (logos, avatars, banners). Everything else is private. */
const PUBLIC_FOLDERS: ReadonlySet<string> = new Set(IMAGE_FOLDERS);

export type Visibility = "public" | "private";

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) || NAMED_KEY_PATTERN.test(key);
}

class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/** Public when the top folder is one of the image folders; private otherwise. */
export function visibilityOf(key: string): Visibility {
  const top = key.slice(0, key.indexOf("/"));
  return PUBLIC_FOLDERS.has(top) ? "public" : "private";
}

/** A fresh, unguessable key; the client's file name plays no part in it. */
export function generateKey(folder: string, extension: string, now: number = Date.now()): string {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`Invalid storage folder: ${JSON.stringify(folder)}`);
  if (!EXTENSION_PATTERN.test(extension)) throw new Error(`Invalid file extension: ${JSON.stringify(extension)}`);
  return `${folder}/${now}-${randomBytes(12).toString("hex")}.${extension}`;
}
