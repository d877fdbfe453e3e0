import type { TConversation } from "@domain/schemas/messaging";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investor, type Party, pair, send } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// The inbox is kept against the viewer's counter and the shared counters of what it reads
// (decision 042). Writes here go straight into the database, as another server process would
// make them, so nothing in this process is told: each must show at the next request because its
// table's trigger moved a counter in the same transaction.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const exec = (statement: SQL) => t.deps.db.execute(statement);

async function inbox(viewer: Party): Promise<TConversation[]> {
  const res = await viewer.client.get("/api/conversations");
  expect(res.status).toBe(200);
  return res.json.conversations;
}
const only = async (viewer: Party) => {
  const list = await inbox(viewer);
  expect(list).toHaveLength(1);
  return list[0] as TConversation;
};

/** A message from `from` to `to`, written as another process would, with the conversation's last message. */
const insertMessage = (conversationId: string, from: Party, to: Party, content: string) =>
  exec(sql`with inserted as (
      insert into messages (conversation_id, sender_id, receiver_id, content)
      values (${conversationId}, ${from.id}, ${to.id}, ${content}) returning id, created_at)
    update conversations set last_message_id = inserted.id, last_message_at = inserted.created_at
    from inserted where conversations.id = ${conversationId}`);

async function counterOf(userId: string): Promise<number> {
  const result = await exec(
    sql`select version from viewer_data_versions where user_id = ${userId} and source = 'conversations'`,
  );
  const [row] = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ version: number | string }>;
  return Number(row?.version ?? 0);
}

/** A founder and an investor who wrote to each other, with both inboxes kept. */
async function scene() {
  const { f, i, conversationId } = await pair(t);
  await send(i, conversationId, "Hello from the investor");
  for (const viewer of [f, i]) expect((await only(viewer)).lastMessage).toBe("Hello from the investor");
  return { f, i, conversationId };
}

describe("the inbox's kept answers", () => {
  it("are served as kept while the version holds: a write that moves no counter is not seen", async () => {
    const { f, i, conversationId } = await scene();
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`with inserted as (
          insert into messages (conversation_id, sender_id, receiver_id, content)
          values (${conversationId}, ${f.id}, ${i.id}, 'Quietly') returning id, created_at)
        update conversations set last_message_id = inserted.id, last_message_at = inserted.created_at
        from inserted where conversations.id = ${conversationId}`);
      // The message's and the conversation's triggers moved each counter twice: put them back.
      await tx.execute(sql`update viewer_data_versions set version = version - 2
        where source = 'conversations' and user_id in (${f.id}, ${i.id})`);
    });
    expect((await only(i)).lastMessage).toBe("Hello from the investor");
    await exec(
      sql`update viewer_data_versions set version = version + 1 where source = 'conversations' and user_id = ${i.id}`,
    );
    expect(await only(i)).toMatchObject({ lastMessage: "Quietly", unreadCount: 1 });
  });

  it("show another process's message, read mark and deleted conversation at once, on both sides", async () => {
    const { f, i, conversationId } = await scene();
    await insertMessage(conversationId, f, i, "Here is our deck");
    expect(await only(i)).toMatchObject({ lastMessage: "Here is our deck", unreadCount: 1 });
    // The founder has not read the investor's first message.
    expect(await only(f)).toMatchObject({ lastMessage: "Here is our deck", unreadCount: 1 });

    await exec(sql`update messages set read_status = true where receiver_id = ${i.id}`);
    expect((await only(i)).unreadCount).toBe(0);

    await exec(sql`delete from conversations where id = ${conversationId}`);
    for (const viewer of [f, i]) expect(await inbox(viewer)).toEqual([]);
  });

  it("show a partner's new name and ban at once", async () => {
    const { f, i } = await scene();
    await exec(sql`insert into founders (user_id, full_name) values (${f.id}, 'Amani Renamed')
      on conflict (user_id) do update set full_name = excluded.full_name`);
    expect((await only(i)).participantName).toBe("Amani Renamed");
    await exec(sql`update profiles set full_name = 'Baraka Renamed' where id = ${i.id}`);
    expect((await only(f)).participantName).toBe("Baraka Renamed");

    await exec(sql`insert into user_bans (user_id, reason) values (${f.id}, 'Asked founders for fees')`);
    expect((await only(i)).participantSuspended).toBe(true);
    await exec(sql`delete from user_bans where user_id = ${f.id}`);
    expect((await only(i)).participantSuspended).toBe(false);
  });

  it("lose a deleted partner's conversation at once", async () => {
    const { f, i } = await scene();
    await exec(sql`delete from "user" where id = ${f.id}`);
    expect(await inbox(i)).toEqual([]);
  });

  it("move only the counters of the people in a message", async () => {
    const { f, i, conversationId } = await scene();
    const bystander = await investor(t);
    const before = await Promise.all([f.id, i.id, bystander.id].map(counterOf));
    await insertMessage(conversationId, i, f, "Another one");
    const after = await Promise.all([f.id, i.id, bystander.id].map(counterOf));
    expect(after[0]).toBeGreaterThan(before[0] as number);
    expect(after[1]).toBeGreaterThan(before[1] as number);
    expect(after[2]).toBe(before[2]);
  });
});
