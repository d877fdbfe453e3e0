import { NOTIFICATIONS_LIMIT } from "@domain/constants/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { expectErrorBody, registerFounder, registerInvestor } from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";
import { notify } from "./notify";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

async function user() {
  const client = createClient(t.app);
  const profile = await registerInvestor(client);
  return { client, id: profile.id };
}

const rowsOf = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A "system" notification whose description names `title` (a verification refused for that reason). */
const system = (userId: string, title: string) => ({
  userId,
  key: "verification.rejected" as const,
  params: { reason: title },
});
const said = (reason: string) => `Your verification request was not approved. Reason: ${reason}`;
/** An investment notification: "{investor} invested $1 in {campaign}". */
const invested = (userId: string, campaign: string, extra: { link?: string; dedupeKey?: string } = {}) => ({
  userId,
  key: "investment.new" as const,
  params: { investor: "Ama", amount: 1, campaign },
  ...extra,
});

describe("GET /api/notifications", () => {
  it("answers 401 signed out", async () => {
    const anonymous = createClient(t.app);
    expect((await anonymous.get("/api/notifications")).status).toBe(401);
    expect((await anonymous.post("/api/notifications/read-all")).status).toBe(401);
  });

  it("lists my 10 newest, newest first, with the count of all my unread", async () => {
    const me = await user();
    const other = await user();
    for (let n = 1; n <= 12; n += 1) {
      await notify(t.deps.db, system(me.id, `n${n}`));
    }
    await notify(t.deps.db, system(other.id, "not mine"));
    const res = await me.client.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.json.notifications).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(res.json.notifications[0]).toMatchObject({
      title: "Verification not approved",
      description: said("n12"),
      read: false,
      link: null,
      type: "system",
    });
    expect(res.json.notifications.map((n: { description: string }) => n.description)).not.toContain(said("not mine"));
    expect(res.json.unreadCount).toBe(12);
  });
});

describe("notify", () => {
  it("keeps at most one unread notification per dedupeKey and user, refreshed to the newest", async () => {
    const me = await user();
    const other = await user();
    const first = await notify(t.deps.db, invested(me.id, "first", { link: "/a", dedupeKey: "investment:1" }));
    const second = await notify(t.deps.db, {
      userId: me.id,
      key: "investment.confirmed",
      params: { business: "Kobo", amount: 2, campaign: "second" },
      link: "/b",
      dedupeKey: "investment:1",
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({
      title: "Investment updated",
      description: "Kobo confirmed your investment of $2 in second",
      link: "/b",
      read: false,
    });
    expect(Date.parse(second.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    // Another user, or another key, is another notification.
    await notify(t.deps.db, invested(other.id, "x", { dedupeKey: "investment:1" }));
    await notify(t.deps.db, invested(me.id, "y", { dedupeKey: "investment:2" }));
    expect(await rowsOf(me.id)).toHaveLength(2);

    // Once read, the next event with the key makes a new unread one and the read one stays.
    await me.client.post(`/api/notifications/${first.id}/read`);
    const third = await notify(t.deps.db, invested(me.id, "third", { dedupeKey: "investment:1" }));
    expect(third.id).not.toBe(first.id);
    const rows = await rowsOf(me.id);
    expect(
      rows
        .filter((r) => r.dedupeKey === "investment:1")
        .map((r) => r.read)
        .sort(),
    ).toEqual([false, true]);
  });

  it("never deduplicates notifications without a key", async () => {
    const me = await user();
    for (let n = 0; n < 3; n += 1)
      await notify(t.deps.db, {
        userId: me.id,
        key: "meeting.status",
        params: { actor: "Ama", title: "Q&A", status: "scheduled" },
      });
    expect(await rowsOf(me.id)).toHaveLength(3);
  });

  it("adds nothing when the caller's transaction rolls back", async () => {
    const me = await user();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await notify(tx, system(me.id, "gone"));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await rowsOf(me.id)).toEqual([]);
  });
});

describe("marking read", () => {
  it("marks one of mine; another user's answers 404 and stays unread", async () => {
    const me = await user();
    const other = await user();
    const mine = await notify(t.deps.db, system(me.id, "mine"));
    const theirs = await notify(t.deps.db, system(other.id, "theirs"));

    const res = await me.client.post(`/api/notifications/${mine.id}/read`);
    expect(res.status).toBe(200);
    expect(res.json.notification).toMatchObject({ id: mine.id, read: true });

    const refused = await me.client.post(`/api/notifications/${theirs.id}/read`);
    expect(refused.status).toBe(404);
    expectErrorBody(refused.json, "NOT_FOUND");
    expect((await me.client.post("/api/notifications/not-a-uuid/read")).status).toBe(404);
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.read).toBe(false);
    expect((await me.client.get("/api/notifications")).json.unreadCount).toBe(0);
  });

  it("Mark all as read marks only my unread rows", async () => {
    const me = await user();
    const other = await user();
    for (let n = 0; n < 3; n += 1) await notify(t.deps.db, system(me.id, `m${n}`));
    await notify(t.deps.db, system(other.id, "theirs"));
    const res = await me.client.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(res.json.updated).toBe(3);
    expect((await rowsOf(me.id)).every((r) => r.read)).toBe(true);
    expect((await rowsOf(other.id)).map((r) => r.read)).toEqual([false]);
    expect((await me.client.post("/api/notifications/read-all")).json.updated).toBe(0);
  });

  it("works for founders too (any signed-in role)", async () => {
    const client = createClient(t.app);
    const f = await registerFounder(client);
    await notify(t.deps.db, {
      userId: f.id,
      key: "dueDiligence.interest",
      params: { investor: "Ama", business: "Kobo" },
      link: "/founder/business",
    });
    const res = await client.get("/api/notifications");
    expect(res.json).toMatchObject({
      unreadCount: 1,
      notifications: [{ type: "interest", link: "/founder/business" }],
    });
  });
});
