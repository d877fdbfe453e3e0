import { DEFAULT_EMAIL_PREFERENCES } from "@domain/notifications/email-kinds";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeLinks } from "../../mail/unsubscribe-links";
import { founder, investor } from "../../testing/messaging";
import { createClient, createTestApp } from "../../testing/test-app";

// GET/PUT /api/account/email-preferences (the signed-in user's own, validated by domain's schema)
// and the one-click unsubscribe that works signed out with a genuine link only (decision 028).

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const PATH = "/api/account/email-preferences";

describe("e-mail preferences", () => {
  it("start at the defaults, save all kinds at once and belong to their user only", async () => {
    const f = await founder(t);
    const i = await investor(t);
    expect((await f.client.get(PATH)).json).toEqual(DEFAULT_EMAIL_PREFERENCES);
    const chosen = { ...DEFAULT_EMAIL_PREFERENCES, interest: "digest", match: "off" };
    const saved = await f.client.put(PATH, chosen);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(chosen);
    expect((await f.client.get(PATH)).json).toEqual(chosen);
    expect((await i.client.get(PATH)).json).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it("refuse a kind or choice not on the list, a missing kind, and the signed-out visitor", async () => {
    const f = await founder(t);
    for (const body of [
      { ...DEFAULT_EMAIL_PREFERENCES, interest: "weekly" },
      { ...DEFAULT_EMAIL_PREFERENCES, fax: "off" },
      { interest: "off" },
      null,
    ]) {
      const res = await f.client.put(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await f.client.get(PATH)).json).toEqual(DEFAULT_EMAIL_PREFERENCES);
    const anon = createClient(t.app);
    expect((await anon.get(PATH)).status).toBe(401);
    expect((await anon.put(PATH, DEFAULT_EMAIL_PREFERENCES)).status).toBe(401);
  });
});

describe("one-click unsubscribe", () => {
  const oneClick = (url: string) =>
    t.app.request(url.replace("http://localhost:3000", ""), {
      method: "POST",
      // What a mail client sends (RFC 8058): no cookie, no origin, a form body.
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

  it("turns the link's kind off, signed out", async () => {
    const f = await founder(t);
    const links = unsubscribeLinks(t.deps.env.appUrl, t.deps.unsubscribe, f.id, "interest");
    expect(links.page).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?u=/);
    const res = await oneClick(links.oneClick);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ turnedOff: ["interest"] });
    expect((await f.client.get(PATH)).json).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, interest: "off" });
    // Again: still off, still fine.
    expect((await oneClick(links.oneClick)).status).toBe(200);
  });

  it("turns off every digest kind from a digest's link", async () => {
    const f = await founder(t);
    const res = await oneClick(unsubscribeLinks(t.deps.env.appUrl, t.deps.unsubscribe, f.id, "digest").oneClick);
    expect(await res.json()).toEqual({ turnedOff: ["report", "match"] });
    expect((await f.client.get(PATH)).json).toMatchObject({ report: "off", match: "off", interest: "immediate" });
  });

  it("refuses a link whose token, user or kind was changed, and changes nothing", async () => {
    const f = await founder(t);
    const other = await founder(t);
    const { oneClick: url } = unsubscribeLinks(t.deps.env.appUrl, t.deps.unsubscribe, f.id, "interest");
    const tampered = [
      url.replace(/t=[\w-]+/, `t=${"A".repeat(43)}`),
      url.replace(`u=${f.id}`, `u=${other.id}`),
      url.replace("k=interest", "k=meeting"),
      url.replace(/&t=[\w-]+/, ""),
      url.replace("k=interest", "k=everything"),
    ];
    for (const bad of tampered) {
      const res = await oneClick(bad);
      expect(res.status, bad).toBe(400);
    }
    expect((await f.client.get(PATH)).json).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect((await other.client.get(PATH)).json).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });
});
