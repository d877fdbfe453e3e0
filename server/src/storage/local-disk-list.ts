import type { Stats } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { isValidKey, visibilityOf } from "./keys";
import type { ListedFile } from "./storage";

// Listing the local disk store (<root>/public/<key>, <root>/private/<key>) as Storage.list pages
// it. A minimal version, so that the S3 branch compiles and its storage contract runs on both
// drivers; the orphan-sweep branch brings the full one under the same names.

const PAGE_SIZE = 1000;

/** Changes whenever the key is written again: put renames a new file (a new inode) into place. */
export const versionOf = (info: Stats) => `${info.ino}-${info.mtimeMs}-${info.size}`;

export async function* listLocalFiles(root: string, prefix: string): AsyncGenerator<ListedFile[]> {
  let page: ListedFile[] = [];
  for (const visibility of ["public", "private"] as const) {
    const dir = path.join(root, visibility);
    let names: string[];
    try {
      names = await readdir(dir, { recursive: true });
    } catch {
      continue; // nothing stored there yet
    }
    for (const name of names) {
      const key = name.split(path.sep).join("/");
      // Temporary files and metas have two dots, so they are never valid keys.
      if (!key.startsWith(prefix) || !isValidKey(key) || visibilityOf(key) !== visibility) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      page.push({ key, modifiedAt: info.mtime, version: versionOf(info) });
      if (page.length === PAGE_SIZE) {
        yield page;
        page = [];
      }
    }
  }
  if (page.length > 0) yield page;
}
