import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { admin, investor, send } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// A participant without a name ("Admin User", "Unknown Investor") is named in each reader's
// language (decision 019): the list, its search and the notification a message leaves.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const FRENCH = { "accept-language": "fr" };

describe("a nameless participant in the reader's language", () => {
  it("names the admin in the list and its search in French and in English, whoever asked first", async () => {
    const a = await admin(t);
    const i = await investor(t);
    const conversation = (await i.client.post("/api/conversations", { participantId: a.id }, FRENCH)).json.conversation;
    expect(conversation.participantName).toBe("Administrateur");
    await send(i, conversation.id, "Bonjour");
    const names = async (query = "", headers?: Record<string, string>) =>
      (await i.client.get(`/api/conversations${query}`, headers)).json.conversations.map(
        (c: { participantName: string }) => c.participantName,
      );
    expect(await names("", FRENCH)).toEqual(["Administrateur"]);
    expect(await names()).toEqual(["Admin User"]);
    expect(await names("?search=administ", FRENCH)).toEqual(["Administrateur"]);
    expect(await names("?search=admin%20user")).toEqual(["Admin User"]);
  });

  it("stores the admin's name in English in a notification, and each reader reads it in their language", async () => {
    const a = await admin(t);
    const i = await investor(t);
    const id = (await a.client.post("/api/conversations", { participantId: i.id }, FRENCH)).json.conversation.id;
    // The admin writes in French; the row keeps the English fallback as data.
    expect((await a.client.post(`/api/conversations/${id}/messages`, { content: "Bonjour" }, FRENCH)).status).toBe(201);
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, i.id));
    expect(row).toMatchObject({ messageKey: "message.new", params: { name: "Admin User" } });

    const newest = async (headers?: Record<string, string>) =>
      (await i.client.get("/api/notifications", headers)).json.notifications[0].description;
    expect(await newest()).toBe("Admin User sent you a message");
    expect(await newest(FRENCH)).toBe("Administrateur vous a envoyé un message");
  });
});
