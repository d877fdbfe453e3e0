import { sql } from "drizzle-orm";
import type { Database } from "../server/src/db/client";
import { withoutRaisedTotalTrigger } from "./bench-api-seed-data";

// How bench:api removes an earlier seed of another size before seeding again (bench-api-seed.ts).

/**
 * Removes a previous seed. Messages go first and their table is vacuumed: messages.sender_id has
 * no index, so each cascaded user delete scans the table, which must be small by then.
 */
export async function wipe(db: Database) {
  await db.execute(sql`delete from messages where sender_id like 'bench-%' or receiver_id like 'bench-%'`);
  await db.execute(sql`delete from notifications where user_id like 'bench-%'`);
  await db.execute(sql`vacuum messages, notifications`);
  // The bench's campaigns go with their founders below, so their investments go first without the
  // trigger that keeps each campaign's raised total: at 100,000 businesses it updated a campaign
  // per deleted investment, and the wipe ran for more than five minutes. The bench investors'
  // investments in other campaigns then go with the trigger, which keeps those totals right.
  await withoutRaisedTotalTrigger(db, async (tx) => {
    await tx.execute(sql`delete from investments where campaign_id in
      (select c.id from campaigns c join businesses b on b.id = c.business_id where b.user_id like 'bench-%')`);
  });
  await db.execute(sql`delete from investments where investor_id like 'bench-%'`);
  await db.execute(sql`delete from "user" where id like 'bench-%'`);
}
