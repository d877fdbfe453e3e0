import type { Dirent, Stats } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { isValidKey, type Visibility, visibilityOf } from "./keys";
import type { ListedFile } from "./storage";

// Listing the local disk store (<root>/public/<key>, <root>/private/<key>) as Storage.list pages
// it. Only what could have been stored under a key is listed: a regular file (never a link, which
// could point outside the root), whose path is a valid key of that visibility. Temporary files and
// metas have two dots in their name, so they never are.

/** A key has at most three folder levels, so nothing deeper can hold one. */
const MAX_FOLDER_DEPTH = 3;
const LIST_PAGE_SIZE = 1000;

/** Changes whenever the key is written again: put renames a new file (a new inode) into place. */
export const versionOf = (info: Stats) => `${info.ino}-${info.mtimeMs}-${info.size}`;

async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return []; // not there (yet), or removed meanwhile
  }
}

async function* walk(
  root: string,
  visibility: Visibility,
  dir: string,
  depth: number,
  prefix: string,
): AsyncGenerator<ListedFile> {
  for (const entry of await entriesOf(dir)) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (depth < MAX_FOLDER_DEPTH) yield* walk(root, visibility, file, depth + 1, prefix);
      continue;
    }
    if (!entry.isFile()) continue;
    const key = path.relative(root, file).split(path.sep).join("/");
    if (!key.startsWith(prefix) || !isValidKey(key) || visibilityOf(key) !== visibility) continue;
    let info: Stats;
    try {
      info = await lstat(file);
    } catch {
      continue; // removed since the directory was read
    }
    if (info.isFile()) yield { key, modifiedAt: new Date(info.mtimeMs), version: versionOf(info) };
  }
}

/** The folder a prefix's keys all live in ("a/b/c" → "a/b"), refused if it could leave the root. */
function folderOf(prefix: string): string[] {
  const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
  const parts = folder === "" ? [] : folder.split("/");
  if (prefix.includes("\\") || parts.some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix.slice(0, 200))}`);
  }
  return parts;
}

/** Every stored key under `root` that starts with `prefix`, `pageSize` at a time. */
export async function* listLocalFiles(
  root: string,
  prefix = "",
  pageSize = LIST_PAGE_SIZE,
): AsyncGenerator<ListedFile[]> {
  const folder = folderOf(prefix);
  let page: ListedFile[] = [];
  for (const visibility of ["public", "private"] as const) {
    const base = path.join(root, visibility);
    for await (const file of walk(base, visibility, path.join(base, ...folder), folder.length, prefix)) {
      page.push(file);
      if (page.length >= pageSize) {
        yield page;
        page = [];
      }
    }
  }
  if (page.length > 0) yield page;
}
