import type { TSecurityEvent } from "@domain/security-events/security-event-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityEvents } from "../../db/schema";
import { expectErrorBody, registerFounder, registerInvestor } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { ban, unban } from "../../testing/bans";
import { uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";
import { recordSecurityEvent } from "../security-events/record-security-event";

// GET /api/admin/security-events: the admins' reading of the security log, newest first, filtered
// by user, by a name or e-mail, by kind and by UTC day, paged by the last event seen.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t, "Zawadi Admin");
});
afterAll(() => t.close());

async function events(query: string): Promise<{ items: TSecurityEvent[]; nextBefore: string | null }> {
  const res = await admin.client.get(`/api/admin/security-events?${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}
const kinds = (page: { items: TSecurityEvent[] }) => page.items.map((e) => e.kind);

describe("the admin's security log", () => {
  it("shows a user's events newest first, with the user's and the admin's names and e-mails", async () => {
    const word = uniqueWord("log");
    const founder = await registerFounder(createClient(t.app), { fullName: `Amina ${word}` });
    const other = await registerInvestor(createClient(t.app), { fullName: `Kofi ${word}` });
    await ban(admin, founder.id, "Fake traction figures");
    await unban(admin, founder.id);
    await ban(admin, other.id, "Spam");

    const theirs = await events(`userId=${founder.id}`);
    expect(kinds(theirs)).toEqual(["user_unbanned", "user_banned"]);
    expect(theirs.nextBefore).toBeNull();
    expect(theirs.items[1]).toMatchObject({
      kind: "user_banned",
      user: { id: founder.id, fullName: `Amina ${word}`, email: founder.email },
      actor: { id: admin.profile.id, fullName: "Zawadi Admin", email: admin.profile.email },
      detail: { reason: "Fake traction figures" },
      ip: expect.any(String),
      createdAt: expect.any(String),
    });

    expect(kinds(await events(`userId=${founder.id}&kind=user_banned`))).toEqual(["user_banned"]);
    // A name or e-mail finds the accounts, in any case; the kind narrows it.
    const named = await events(`q=${word.toUpperCase()}&kind=user_banned`);
    expect(named.items.map((e) => e.user?.id)).toEqual([other.id, founder.id]);
    expect((await events(`q=${encodeURIComponent(other.email)}`)).items.map((e) => e.user?.id)).toEqual([other.id]);
  });

  it("finds an attempt by the e-mail it named, when no account had it", async () => {
    const email = `${uniqueWord("ghost")}@example.com`;
    await recordSecurityEvent(t.deps.db, {
      kind: "sign_in_failed",
      userId: null,
      ip: "203.0.113.9",
      detail: { email },
    });
    const page = await events(`q=${email}`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ kind: "sign_in_failed", user: null, actor: null, detail: { email } });
  });

  it("takes % and _ in the search literally", async () => {
    const word = uniqueWord("pct");
    const literal = await registerFounder(createClient(t.app), { fullName: `Sure ${word}%_x` });
    const lookalike = await registerFounder(createClient(t.app), { fullName: `Sure ${word}abx` });
    for (const id of [literal.id, lookalike.id]) await ban(admin, id, "Spam");
    const page = await events(`q=${encodeURIComponent(`${word}%_`)}`);
    expect(page.items.map((e) => e.user?.id)).toEqual([literal.id]);
    expect((await events(`q=${encodeURIComponent(`${word}_`)}`)).items).toEqual([]);
  });

  it("pages by the last event seen: stable under new events and ties of one instant", async () => {
    const user = await registerInvestor(createClient(t.app));
    // Five events in one transaction share one created_at: only the id orders them.
    await t.deps.db.transaction(async (tx) => {
      for (let n = 0; n < 5; n++)
        await recordSecurityEvent(tx, { kind: "sign_in_failed", userId: user.id, detail: { attempt: n } });
    });
    const first = await events(`userId=${user.id}&limit=2`);
    expect(first.items).toHaveLength(2);
    expect(first.nextBefore).toBe(first.items[1]?.id);
    // A newer event arrives between two pages: the next page neither repeats nor skips one.
    await recordSecurityEvent(t.deps.db, { kind: "sign_in_succeeded", userId: user.id });
    const second = await events(`userId=${user.id}&limit=2&before=${first.nextBefore}`);
    const third = await events(`userId=${user.id}&limit=2&before=${second.nextBefore}`);
    expect(third.items).toHaveLength(1);
    expect(third.nextBefore).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((e) => e.id);
    expect(new Set(seen).size).toBe(5);
    expect(kinds({ items: [...first.items, ...second.items, ...third.items] })).toEqual(
      Array(5).fill("sign_in_failed"),
    );
    const fresh = await events(`userId=${user.id}`);
    expect(fresh.items.map((e) => e.id)).toEqual([fresh.items[0]?.id, ...seen]);
    expect(fresh.items[0]?.kind).toBe("sign_in_succeeded");
  });

  it("filters by UTC days, both included", async () => {
    const user = await registerInvestor(createClient(t.app));
    const at = ["2025-03-01T23:59:59Z", "2025-03-02T00:00:00Z", "2025-03-02T23:59:59.999Z", "2025-03-03T00:00:00Z"];
    await t.deps.db
      .insert(securityEvents)
      .values(at.map((iso) => ({ kind: "sign_in_failed" as const, userId: user.id, createdAt: new Date(iso) })));
    const day = await events(`userId=${user.id}&from=2025-03-02&to=2025-03-02`);
    expect(day.items.map((e) => new Date(e.createdAt).toISOString())).toEqual([
      "2025-03-02T23:59:59.999Z",
      "2025-03-02T00:00:00.000Z",
    ]);
    expect((await events(`userId=${user.id}&from=2025-03-03`)).items).toHaveLength(1);
    expect((await events(`userId=${user.id}&to=2025-03-01`)).items).toHaveLength(1);
  });

  it("answers bad filters with 400 and the field", async () => {
    for (const [query, field] of [
      ["kind=owner_changed", "kind"],
      ["before=not-an-id", "before"],
      ["from=2025-02-30", "from"],
      ["to=0000-01-01", "to"],
      ["limit=51", "limit"],
    ]) {
      const res = await admin.client.get(`/api/admin/security-events?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
      expect(Object.keys(res.json.error.fields ?? {}), query).toContain(field);
    }
  });

  it("is the admins' alone: 401 signed out, 403 for investors and founders", async () => {
    expect((await createClient(t.app).get("/api/admin/security-events")).status).toBe(401);
    for (const register of [registerInvestor, registerFounder]) {
      const client = createClient(t.app);
      await register(client);
      const res = await client.get("/api/admin/security-events");
      expect(res.status).toBe(403);
      expectErrorBody(res.json, "FORBIDDEN");
    }
  });
});
