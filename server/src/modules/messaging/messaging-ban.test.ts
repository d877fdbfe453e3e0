import { MESSAGING_MESSAGES as M } from "@domain/constants/messaging";
import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, messages } from "../../db/schema";
import { signIn } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { ban, unban } from "../../testing/bans";
import { investor, type Party, pair, send } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// Nobody messages a banned user: their conversations stay listed and readable with
// participantSuspended (the screen's notice), new messages are refused in both directions with
// 409 ACCOUNT_SUSPENDED, and no new conversation with them starts. Unbanning lifts all of it.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const REFUSED = [409, "ACCOUNT_SUSPENDED", M.accountSuspended];
const refusal = (res: { status: number; json: { error?: { code?: string; message?: string } } }) => [
  res.status,
  res.json.error?.code,
  res.json.error?.message,
];

async function listed(viewer: Party, conversationId: string) {
  const res = await viewer.client.get("/api/conversations");
  expect(res.status).toBe(200);
  return res.json.conversations.find((c: { id: string }) => c.id === conversationId);
}

async function messageCount(conversationId: string) {
  return (await t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length;
}

describe("a banned participant's conversations", () => {
  it("show the notice and refuse messages both ways, until unbanned", async () => {
    const { f, i, conversationId } = await pair(t);
    await send(i, conversationId, "Hello from the investor");
    await send(f, conversationId, "Hello back");
    const url = `/api/conversations/${conversationId}/messages`;

    await ban(admin, f.id);
    expect(await listed(i, conversationId)).toMatchObject({ participantSuspended: true, lastMessage: "Hello back" });
    expect((await i.client.get(url)).json.messages).toHaveLength(2);
    expect(refusal(await i.client.post(url, { content: "Are you there?" }))).toEqual(REFUSED);
    expect(refusal(await i.client.post("/api/conversations", { participantId: f.id }))).toEqual(REFUSED);
    expect(await messageCount(conversationId)).toBe(2);

    await unban(admin, f.id);
    expect(await listed(i, conversationId)).toMatchObject({ participantSuspended: false });
    await send(i, conversationId, "Welcome back");
    // The ban ended the founder's sessions: they sign in again.
    expect((await signIn(f.client, f.profile.email, f.profile.password)).status).toBe(200);

    // The other direction: the investor banned, the founder cannot write to them.
    await ban(admin, i.id);
    expect(await listed(f, conversationId)).toMatchObject({ participantSuspended: true });
    expect(refusal(await f.client.post(url, { content: "Still interested?" }))).toEqual(REFUSED);
    expect(await messageCount(conversationId)).toBe(3);
    await unban(admin, i.id);
    await send(f, conversationId, "Yes");
  });

  it("cannot be started with a banned user, by anyone (an admin too)", async () => {
    const { f } = await pair(t);
    const stranger = await investor(t);
    await ban(admin, f.id);
    expect(refusal(await stranger.client.post("/api/conversations", { participantId: f.id }))).toEqual(REFUSED);
    expect(refusal(await admin.client.post("/api/conversations", { participantId: f.id }))).toEqual(REFUSED);
    const rows = await t.deps.db
      .select()
      .from(conversations)
      .where(or(eq(conversations.participant1Id, f.id), eq(conversations.participant2Id, f.id)));
    expect(rows).toHaveLength(1);
    await unban(admin, f.id);
    expect((await stranger.client.post("/api/conversations", { participantId: f.id })).status).toBe(201);
  });
});
