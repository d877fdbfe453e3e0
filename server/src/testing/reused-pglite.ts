import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";
import { pgliteFromTemplate } from "./database-templates";

/**
 * Test apps hand their in-memory PGlite back when they close, and the next test app of the same
 * worker takes it emptied instead of loading the migrated template again (about 0.6 s of CPU
 * each, for ~80 test apps per pass). Emptied means as the template left it: every table of the
 * public schema truncated (identities restarted), then the rows the migrations themselves wrote
 * put back. A database a test closed on purpose is never reused.
 *
 * Vitest runs the files of a worker one after the other (isolate: false shares this module
 * between them), so nothing else uses an instance while it is idle here.
 */
type Reusable = { client: PGlite; empty: () => Promise<void> };

const idle: Reusable[] = [];

/** An opened, migrated, empty database from the template, or undefined when there is no template. */
export async function takePglite() {
  for (let reused = idle.pop(); reused; reused = idle.pop()) {
    if (!reused.client.closed) return { ...(await openDatabase({ pglite: reused.client })), reusable: reused };
  }
  const client = pgliteFromTemplate();
  if (!client) return undefined;
  const handle = await openDatabase({ pglite: client });
  return { ...handle, reusable: { client, empty: await emptierFor(client) } };
}

/** Empties the database and keeps it for the next test app; closes it if that fails. */
export async function giveBackPglite(reusable: Reusable): Promise<void> {
  if (reusable.client.closed) return;
  try {
    await reusable.empty();
    idle.push(reusable);
  } catch {
    await reusable.client.close();
  }
}

/** Reads, on the fresh template copy, which tables exist and which rows the migrations wrote. */
async function emptierFor(client: PGlite): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const tables = rows.map((row) => row.name);
  const seeded: { name: string; rows: string }[] = [];
  for (const name of tables) {
    const { rows: found } = await client.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM public.${name} t`,
    );
    const json = found[0]?.rows;
    if (json) seeded.push({ name, rows: json });
  }
  return async () => {
    await client.transaction(async (tx) => {
      await tx.exec(`TRUNCATE ${tables.map((name) => `public.${name}`).join(", ")} RESTART IDENTITY CASCADE`);
      // The truncate's own statement triggers may have written to a seeded table: put it back exactly.
      for (const table of seeded) {
        await tx.exec(`DELETE FROM public.${table.name}`);
        await tx.query(
          `INSERT INTO public.${table.name} SELECT * FROM json_populate_recordset(NULL::public.${table.name}, $1::json)`,
          [table.rows],
        );
      }
    });
  };
}
