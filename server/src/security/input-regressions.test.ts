import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody } from "../testing/accounts";
import { founderWithBusiness, signedInInvestor } from "../testing/catalogue";
import { createTestApp } from "../testing/test-app";

// Cases the input fuzz (input-*.test.ts) found, kept as plain examples so they stay fixed.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
}, 120_000);
afterAll(() => t.close());

describe("a lone UTF-16 surrogate (no character at all) answers 400, never 500", () => {
  // JSON.stringify writes one as "\ud800"; PostgreSQL's jsonb refuses that escape, so a lone
  // surrogate in a list or object stored as jsonb failed its query with a 500.
  it('in the investor\'s preferences and profile (found by the fuzz: preferredIndustries ["\\ud800"])', async () => {
    const { client } = await signedInInvestor(t.app);
    for (const body of [
      { investmentPreferences: { preferredIndustries: ["\ud800"] } },
      { investmentPreferences: { preferredIndustries: ["ok", "a\udfffb"] } },
      { bio: "x\ud83d" },
    ]) {
      const res = await client.put("/api/investor/profile", body);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
    }
  });

  it("in a business's team and milestones", async () => {
    const { client } = await founderWithBusiness(t.app);
    for (const extra of [{ team: [{ name: "\udc00", role: "CEO" }] }, { milestones: [{ title: "\ud800" }] }]) {
      const res = await client.put("/api/founder/business", { businessName: "Shamba", ...extra });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
    }
  });

  it("still takes every real character, surrogate pairs (emoji) included", async () => {
    const { client } = await signedInInvestor(t.app);
    const res = await client.put("/api/investor/profile", {
      bio: "Zoë invests 🚀 in <b>Lagos</b> ' OR 1=1 --",
      investmentPreferences: { preferredIndustries: ["agri 🌱"] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const again = await client.get("/api/investor/profile");
    expect(JSON.stringify(again.json)).toContain("Zoë invests 🚀 in <b>Lagos</b> ' OR 1=1 --");
    expect(JSON.stringify(again.json)).toContain("agri 🌱");
  });
});
