import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

// A race made inside the database, with no module replaced: a trigger writes what a concurrent
// request would have committed, at the moment the route's own statement writes its row, so after
// every check the route made first. The database's own rule (a unique index, a foreign key) must
// then refuse the write, and the route must say so. plpgsql runs on PGlite and PostgreSQL alike.

type Race = {
  /** The statement that meets the race: its row is written just after `write` runs. */
  before: "insert" | "update" | "delete";
  table: string;
  /** A trigger condition on NEW (insert, update) or OLD (delete) that picks the route's row. */
  when: string;
  /** The concurrent request's write, as SQL. Values in it are the test's own ids and constants. */
  write: string;
};

let races = 0;

/** Runs `run` with the race armed, and disarms it afterwards, whatever `run` did. */
export async function withRaceBeforeWrite<T>(db: Database, race: Race, run: () => Promise<T>): Promise<T> {
  races += 1;
  const name = `test_race_${races}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $race$
      begin
        ${race.write};
        if tg_op = 'DELETE' then return old; end if;
        return new;
      end $race$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before ${race.before} on ${race.table} for each row when (${race.when}) execute function ${name}()`,
    ),
  );
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on ${race.table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}
