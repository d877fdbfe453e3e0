import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founder, investor, send } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { listConversations } from "./messaging.queries";

// The conversation list's statement limits the viewer's conversations before it joins names; a
// name search must still look at all of them. Small limits show both (the API's page: messaging-paging.test.ts).

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("listConversations", () => {
  it("keeps the newest `limit`, named, and searches every conversation before limiting", async () => {
    const me = await investor(t, { fullName: "Viewer Investor" });
    const oldest = await founder(t, { fullName: "Zuberi Oldest" });
    const middle = await founder(t, { fullName: "Middle Founder" });
    const newest = await founder(t, { fullName: "Newest Founder" });
    const ids: Record<string, string> = {};
    for (const party of [oldest, middle, newest]) {
      const id = (await me.client.post("/api/conversations", { participantId: party.id })).json.conversation.id;
      ids[party.profile.fullName] = id;
      await send(party, id, `hello from ${party.profile.fullName}`);
    }

    const top = (await listConversations(t.deps.db, me.id, { limit: 2 })).map((row) => row.conversation);
    expect(top.map((c) => [c.participantName, c.participantRole, c.lastMessage, c.unreadCount])).toEqual([
      ["Newest Founder", "founder", "hello from Newest Founder", 1],
      ["Middle Founder", "founder", "hello from Middle Founder", 1],
    ]);
    expect(top[0]?.participantId).toBe(newest.id);

    // The oldest is past the limit of 1, yet a search for it finds it.
    expect(
      (await listConversations(t.deps.db, me.id, { search: "zuberi", limit: 1 })).map((r) => r.conversation.id),
    ).toEqual([ids["Zuberi Oldest"]]);
    expect(
      (await listConversations(t.deps.db, me.id, { search: "founder", limit: 1 })).map(
        (r) => r.conversation.participantName,
      ),
    ).toEqual(["Newest Founder"]);

    // One conversation by id, seen from the other side.
    const [one] = await listConversations(t.deps.db, oldest.id, { conversationId: ids["Zuberi Oldest"], limit: 1 });
    expect(one?.conversation).toMatchObject({
      participantId: me.id,
      participantName: "Viewer Investor",
      participantRole: "investor",
    });
    expect(await listConversations(t.deps.db, middle.id, { conversationId: ids["Zuberi Oldest"], limit: 1 })).toEqual(
      [],
    );
  });
});
