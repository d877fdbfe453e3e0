import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { pair, send } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { notify } from "./notify";

// A notification is stored as a key and parameters and read in the reader's language (decision
// 019): whoever caused it, and whatever language they spoke, each reader sees their own.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const FRENCH = { "accept-language": "fr" };
type Client = Awaited<ReturnType<typeof pair>>["f"]["client"];
const newest = async (client: Client, headers?: Record<string, string>) =>
  (await client.get("/api/notifications", headers)).json.notifications[0];

describe("a notification in its reader's language", () => {
  it("reads in French for a French user and in English for an English one, whatever the sender speaks", async () => {
    const { f, i, conversationId } = await pair(t);
    await i.client.patch("/api/account/locale", { locale: "fr" });
    // The French investor writes while the founder is away: the row keeps no language.
    await send(i, conversationId, "Bonjour !");
    const name = i.profile.fullName;
    expect(await newest(f.client)).toMatchObject({ title: "New message", description: `${name} sent you a message` });

    // The same row, read once the founder has chosen French.
    await f.client.patch("/api/account/locale", { locale: "fr" });
    expect(await newest(f.client)).toMatchObject({
      title: "Nouveau message",
      description: `${name} vous a envoyé un message`,
    });
    // The English text written with it stays as it was (rows a newer key cannot render fall back to it).
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, f.id));
    expect(row).toMatchObject({ messageKey: "message.new", params: { name }, title: "New message" });
  });

  it("formats amounts, plurals and labels at reading time", async () => {
    const { f } = await pair(t);
    await notify(t.deps.db, {
      userId: f.id,
      key: "investment.new",
      params: { investor: "Awa Diop", amount: 250_000, campaign: "Seed" },
    });
    expect(await newest(f.client)).toMatchObject({
      title: "New investment",
      description: "Awa Diop invested $250,000 in Seed",
    });
    expect(await newest(f.client, FRENCH)).toMatchObject({
      title: "Nouvel investissement",
      description: "Awa Diop a investi 250\u202f000\u00a0$US dans Seed",
    });
    await notify(t.deps.db, {
      userId: f.id,
      key: "documents.requested",
      params: { investor: "Awa Diop", count: 1 },
    });
    expect((await newest(f.client, FRENCH)).description).toBe("Awa Diop a demandé 1 document pour la due diligence");
    await notify(t.deps.db, {
      userId: f.id,
      key: "dueDiligence.declined",
      params: { actor: "Awa Diop", business: "Kobo", reason: "too_early", note: "revenir en 2027" },
    });
    expect((await newest(f.client)).description).toBe(
      "Awa Diop declined due diligence for Kobo. Due diligence declined: Too early (revenir en 2027)",
    );
  });
});

/** The statements of a migration, as drizzle's migrator splits them. */
function migrationStatements(name: string): string[] {
  const file = path.resolve(import.meta.dirname, "../../db/migrations", name);
  return readFileSync(file, "utf8").split("--> statement-breakpoint");
}

describe("migration 0019: rows written in English before keys", () => {
  it("maps the known English texts to keys and parameters and leaves the others as they were", async () => {
    const { f } = await pair(t);
    const legacy = [
      { type: "investment", title: "New investment", description: "Kofi Mensah invested $1,250,000 in Series A" },
      {
        type: "due_diligence",
        title: "Due diligence updated",
        description: "Kofi Mensah moved Kobo Cart to Term Sheet Negotiation",
      },
      {
        type: "system",
        title: "Your report was reviewed",
        description: "Thank you for reporting 'Spam offer'. Our team reviewed it and took action under Kuza's rules.",
      },
      {
        type: "system",
        title: "New match: Kobo Cart",
        description: "Series A is a Good Match (74.75) for your preferences.",
      },
      { type: "system", title: "Welcome aboard", description: "A text no rule knows" },
    ];
    const rows = await t.deps.db
      .insert(notifications)
      .values(legacy.map((n, index) => ({ ...n, userId: f.id, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })))
      .returning({ id: notifications.id });
    for (const statement of migrationStatements("0019_notification_keys.sql"))
      await t.deps.db.execute(sql.raw(statement));

    const byId = new Map(
      (await t.deps.db.select().from(notifications).where(eq(notifications.userId, f.id))).map((r) => [r.id, r]),
    );
    expect(rows.map((r) => [byId.get(r.id)?.messageKey, byId.get(r.id)?.params])).toEqual([
      ["investment.new", { investor: "Kofi Mensah", amount: 1_250_000, campaign: "Series A" }],
      ["dueDiligence.moved", { actor: "Kofi Mensah", business: "Kobo Cart", status: "term_sheet" }],
      ["report.actioned", { title: "Spam offer" }],
      ["match.new", { name: "Kobo Cart", title: "Series A", score: 74.75 }],
      [null, null],
    ]);

    // In English they read exactly as they were written; in French, translated, except the unknown one.
    const english = (await f.client.get("/api/notifications")).json.notifications;
    expect(english.map((n: { title: string; description: string }) => [n.title, n.description]).reverse()).toEqual(
      legacy.map((n) => [n.title, n.description]),
    );
    const french = (await f.client.get("/api/notifications", FRENCH)).json.notifications.reverse();
    expect(french.map((n: { title: string }) => n.title)).toEqual([
      "Nouvel investissement",
      "Due diligence mise à jour",
      "Votre signalement a été examiné",
      "Nouvelle correspondance\u00a0: Kobo Cart",
      "Welcome aboard",
    ]);
    expect(french[0].description).toBe("Kofi Mensah a investi 1\u202f250\u202f000\u00a0$US dans Series A");
    expect(french[3].description).toMatch(/^Series A\u00a0: .+ \(74,75\) selon vos préférences\.$/);
    expect(french[4].description).toBe("A text no rule knows");
  });
});
