import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type Dirent } from "node:fs";
import { lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { assertValidKey, isValidKey, visibilityOf } from "./keys";
import { listLocalFiles, versionOf } from "./local-disk-list";
import { type FileBody, PUBLIC_FILES_PATH, type Storage, type StoredFile } from "./storage";

// Files on local disk: <root>/public/<key> and <root>/private/<key>, each with a small
// "<name>.meta" JSON beside it holding the content type. A meta name has two dots, so it can
// never be a valid key and is never served. Both are written to "<name>.<12 hex>.tmp" first and
// renamed into place, so a reader (or a row, inserted only after put returns) never sees half a
// file; a crash mid-upload leaves only a temporary file, which sweepTemporaryFiles removes at start.

const TEMP_SUFFIX = /\.[0-9a-f]{12}\.tmp$/;
/** With PostgreSQL, a temporary file this long untouched is an upload no process is still writing. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;
const tempName = (file: string) => `${file}.${randomBytes(6).toString("hex")}.tmp`;

export type LocalDiskOptions = {
  /** Usually <dataDir>/files. */
  root: string;
  /** Prefix for the URLs handed out; "" keeps them relative to the app ("/files/public/..."). */
  baseUrl?: string;
};

type Meta = { contentType: string };

export function createLocalDiskStorage(options: LocalDiskOptions): Storage {
  const root = path.resolve(options.root);
  const baseUrl = (options.baseUrl ?? "").replace(/\/$/, "");

  function fileOf(key: string): string {
    assertValidKey(key);
    const dir = path.join(root, visibilityOf(key));
    const file = path.join(dir, ...key.split("/"));
    // The key pattern already rules out "..": this is the second lock on the same door.
    if (!file.startsWith(dir + path.sep)) throw new Error("Storage key escapes its directory");
    return file;
  }

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = tempName(file);
      const metaTemp = tempName(`${file}.meta`);
      try {
        await writeBody(temp, body);
        await writeFile(metaTemp, JSON.stringify({ contentType } satisfies Meta));
        await rename(metaTemp, `${file}.meta`);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(metaTemp, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredFile | null> {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      const meta = await readMeta(`${file}.meta`);
      const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
      return { body, size, contentType: meta?.contentType ?? "application/octet-stream" };
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta`, { force: true });
    },

    list: (prefix = "") => listLocalFiles(root, prefix),

    async deleteIfUnchanged(listed) {
      const file = fileOf(listed.key);
      try {
        if (versionOf(await lstat(file)) !== listed.version) return false;
      } catch {
        return false; // already gone
      }
      await rm(file, { force: true });
      await rm(`${file}.meta`, { force: true });
      return true;
    },

    publicUrl(key) {
      assertValidKey(key);
      if (visibilityOf(key) !== "public") throw new Error(`${key} is private: its own route serves it`);
      return `${baseUrl}${PUBLIC_FILES_PATH}/${key}`;
    },
  };
}

async function writeBody(file: string, body: FileBody): Promise<void> {
  if (body instanceof Uint8Array) {
    await writeFile(file, body, { flag: "wx" });
    return;
  }
  const out = createWriteStream(file, { flags: "wx" });
  try {
    await pipeline(Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>), out);
  } catch (error) {
    // A source that fails early (a flagged file, a scanner gone) destroys the write stream while
    // its file may still be opening; the file then appears after the caller's removal. Waiting
    // for the close puts the removal after it.
    if (!out.closed) await once(out, "close");
    throw error;
  }
}

async function readMeta(file: string): Promise<Meta | null> {
  try {
    const meta = JSON.parse(await readFile(file, "utf8")) as Partial<Meta>;
    return typeof meta.contentType === "string" ? { contentType: meta.contentType } : null;
  } catch {
    return null;
  }
}

/**
 * Removes what interrupted uploads left under the storage root: temporary files, and a meta whose
 * file never arrived (a crash between the two renames). Only entries untouched for `olderThanMs`:
 * 0 when this process holds the data dir alone (embedded database); with PostgreSQL other server
 * processes may share the folder, and an upload in progress keeps touching its temporary file.
 * Answers how many entries it removed.
 */
export async function sweepTemporaryFiles(
  root: string,
  options: { olderThanMs: number; now?: number },
): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - options.olderThanMs;
  let removed = 0;
  const stale = async (file: string) => {
    try {
      return (await stat(file)).mtimeMs <= cutoff;
    } catch {
      return false;
    }
  };
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // no uploads yet
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(file);
        continue;
      }
      const leftover =
        TEMP_SUFFIX.test(entry.name) ||
        (entry.name.endsWith(".meta") && !(await exists(file.slice(0, -".meta".length))));
      if (entry.isFile() && leftover && (await stale(file))) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  };
  await walk(path.resolve(root));
  return removed;
}
