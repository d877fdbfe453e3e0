import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { openDatabase, PGLITE_START_PARAMS } from "../db/client";
import { freshPostgresDatabase } from "./fresh-postgres";

/**
 * A test file used to create its database and run every migration on it: for embedded PGlite
 * that meant an initdb (most of the 8 s CPU a file took to start) and twelve migrations. Now the
 * run migrates once, in Vitest's global setup, and each file copies the result:
 * - PGlite: the migrated data directory, dumped to a tar file that each file loads;
 * - PostgreSQL: a migrated template database that each file clones (CREATE DATABASE ... TEMPLATE).
 * The migrator still runs on each copy and finds nothing to do, so a copy can never lag behind the
 * migrations folder. Without the global setup (the reliability config) files migrate as before.
 */
export type DatabaseTemplates = { pgliteDumpFile?: string; postgresTemplate?: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Builds the one template this run needs (PostgreSQL when TEST_DATABASE_URL is set) and says how to remove it. */
export async function createDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove: () => Promise<void>;
}> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await freshPostgresDatabase("kuza_template");
    if (!database) throw new Error("TEST_DATABASE_URL is set but no database could be created");
    const handle = await openDatabase({ url: database.url });
    await handle.close();
    const name = new URL(database.url).pathname.slice(1);
    return { templates: { postgresTemplate: name }, remove: database.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "kuza-template-"));
  const client = new PGlite({ startParams: PGLITE_START_PARAMS });
  const handle = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(dir, "pglite.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { templates: { pgliteDumpFile: file }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** What the global setup provided, or nothing when this run has none. */
function providedTemplates(): DatabaseTemplates {
  try {
    return inject("databaseTemplates") ?? {};
  } catch {
    return {};
  }
}

let pgliteDump: Blob | undefined;

/** A new in-memory PGlite holding the migrated template, or undefined when there is none to copy. */
export function pgliteFromTemplate(): PGlite | undefined {
  const file = providedTemplates().pgliteDumpFile;
  if (!file) return undefined;
  pgliteDump ??= new Blob([readFileSync(file)]);
  return new PGlite({ startParams: PGLITE_START_PARAMS, loadDataDir: pgliteDump });
}

/** The migrated PostgreSQL template database to clone, if the global setup made one. */
export function postgresTemplate(): string | undefined {
  return providedTemplates().postgresTemplate;
}
