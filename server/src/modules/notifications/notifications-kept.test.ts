import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerInvestor } from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";
import { notify, notifyMany } from "./notify";

// A user's notification list is kept against their counter (decision 042), which moves when a
// transaction that notified them commits (migration notification_versions_at_commit). Writes here
// go straight into the database, as another server process would make them: each must show at
// the next request.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

async function reader() {
  const client = createClient(t.app);
  const profile = await registerInvestor(client);
  const list = async () => {
    const res = await client.get("/api/notifications");
    expect(res.status).toBe(200);
    return res.json as {
      notifications: Array<{ id: string; description: string; read: boolean }>;
      unreadCount: number;
    };
  };
  return { client, id: profile.id, list };
}

const refused = (userId: string, reason: string) => ({
  userId,
  key: "verification.rejected" as const,
  params: { reason },
});
const exec = (statement: ReturnType<typeof sql>) => t.deps.db.execute(statement);

async function counterOf(userId: string, db: Pick<typeof t.deps.db, "execute"> = t.deps.db): Promise<number> {
  const result = await db.execute(
    sql`select version from viewer_data_versions where user_id = ${userId} and source = 'notifications'`,
  );
  const [row] = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ version: number | string }>;
  return Number(row?.version ?? 0);
}

describe("the kept notification list", () => {
  it("is served as kept while the counter holds, and read again when it moves", async () => {
    const me = await reader();
    await notify(t.deps.db, refused(me.id, "first"));
    expect((await me.list()).unreadCount).toBe(1);
    // A write with the triggers off moves no counter: the kept list is served.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update notifications set read = true where user_id = ${me.id}`);
    });
    expect((await me.list()).unreadCount).toBe(1);
    await exec(sql`update viewer_data_versions set version = version + 1
      where user_id = ${me.id} and source = 'notifications'`);
    expect((await me.list()).unreadCount).toBe(0);
  });

  it("moves the counter at commit, once per transaction, and not for rolled-back rows", async () => {
    const me = await reader();
    const other = await reader();
    const before = [await counterOf(me.id), await counterOf(other.id)];
    await t.deps.db.transaction(async (tx) => {
      await notify(tx, refused(me.id, "one"));
      await notify(tx, refused(me.id, "two"));
      // Nothing is moved (nor locked) while the transaction works on.
      expect(await counterOf(me.id, tx)).toBe(before[0]);
      await tx
        .transaction(async (savepoint) => {
          await notify(savepoint, refused(other.id, "rolled back"));
          throw new Error("roll the savepoint back");
        })
        .catch(() => undefined);
    });
    expect(await counterOf(me.id)).toBe((before[0] as number) + 1);
    expect(await counterOf(other.id)).toBe(before[1]);
    expect((await me.list()).unreadCount).toBe(2);
    expect((await other.list()).notifications).toEqual([]);
  });

  it("shows another process's new, read and deleted notifications at once, and only the owner's", async () => {
    const me = await reader();
    const other = await reader();
    expect((await me.list()).notifications).toEqual([]);
    expect((await other.list()).notifications).toEqual([]);

    await notify(t.deps.db, refused(me.id, "one"));
    expect((await me.list()).unreadCount).toBe(1);
    expect((await other.list()).notifications).toEqual([]);

    await exec(sql`update notifications set read = true where user_id = ${me.id}`);
    expect((await me.list()).unreadCount).toBe(0);

    await exec(sql`delete from notifications where user_id = ${me.id}`);
    expect((await me.list()).notifications).toEqual([]);
  });

  it("shows a bulk of notifications to each of its recipients at once", async () => {
    const readers = [await reader(), await reader(), await reader()];
    for (const r of readers) expect((await r.list()).unreadCount).toBe(0);
    await notifyMany(
      t.deps.db,
      readers.flatMap((r) => [refused(r.id, "bulk a"), refused(r.id, "bulk b")]),
    );
    for (const r of readers) expect((await r.list()).unreadCount).toBe(2);
  });

  it("shows a refreshed notification (same key, unread) at once", async () => {
    const me = await reader();
    await notify(t.deps.db, { ...refused(me.id, "old reason"), dedupeKey: "verification" });
    expect((await me.list()).notifications[0]?.description).toContain("old reason");
    await notify(t.deps.db, { ...refused(me.id, "new reason"), dedupeKey: "verification" });
    const list = await me.list();
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]?.description).toContain("new reason");
  });
});
