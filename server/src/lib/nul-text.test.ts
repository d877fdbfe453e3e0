import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, founderInput, GOOD_PASSWORD, registerFounder, signIn } from "../testing/accounts";
import { campaignInput, founderWithBusiness, signedInInvestor } from "../testing/catalogue";
import { createClient, createTestApp } from "../testing/test-app";

// PostgreSQL refuses U+0000 in text: one that reaches a query fails it (a 500 and an SQL error in
// the log). It is refused as a 400 before that, for the API's own inputs and for better-auth's.

const NUL = "\u0000";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<ReturnType<typeof createClient>["get"]>>;
function expectRefused(res: Answer, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.json)}`).toBe(400);
  expectErrorBody(res.json);
}

describe("a NUL character answers 400, never 500", () => {
  it("in sign-up and sign-in (better-auth's own JSON bodies included)", async () => {
    const client = createClient(t.app);
    expectRefused(await client.post("/api/accounts/register", founderInput({ fullName: `Ami${NUL}na` })), "name");
    expectRefused(await client.post("/api/accounts/register", founderInput({ password: `river${NUL}lantern` })), "pw");
    const existing = await registerFounder(createClient(t.app));
    expectRefused(await signIn(client, `${existing.email}${NUL}`, GOOD_PASSWORD), "sign-in email");
    expectRefused(await signIn(client, existing.email, `${GOOD_PASSWORD}${NUL}`), "sign-in password");
    expectRefused(await client.post("/api/auth/request-password-reset", { email: `a${NUL}@example.com` }), "reset");
  });

  it("in list filters and path parameters", async () => {
    const { client } = await signedInInvestor(t.app);
    for (const url of [
      "/api/businesses?search=%00",
      "/api/businesses?sector=%00",
      "/api/deals?sector=a%00b",
      "/api/investors?search=%00",
      "/api/conversations?search=%00",
      "/api/search?q=ab%00cd",
      "/api/matching/matches?search=%00",
      "/api/businesses/%00",
      "/api/investors/a%00b",
    ]) {
      expectRefused(await client.get(url), url);
    }
  });

  it("in a campaign's fields, a business profile and a message", async () => {
    const { client: founder, profile } = await founderWithBusiness(t.app);
    expectRefused(await founder.post("/api/founder/campaigns", campaignInput({ title: `A${NUL}B` })), "title");
    expectRefused(await founder.post("/api/founder/campaigns", campaignInput({ pitch: `A${NUL}B` })), "pitch");
    expect((await founder.get("/api/founder/campaigns")).json.campaigns).toEqual([]);
    const team = [{ name: "Achieng", role: `CTO${NUL}` }];
    expectRefused(await founder.put("/api/founder/business", { businessName: "Shamba", team }), "team");

    const { client: investor } = await signedInInvestor(t.app);
    expectRefused(await investor.post("/api/conversations", { participantId: `x${NUL}` }), "participant");
    const started = await investor.post("/api/conversations", { participantId: profile.id });
    const url = `/api/conversations/${started.json.conversation.id}/messages`;
    expectRefused(await investor.post(url, { content: `hi${NUL}` }), "message");
    // A backslash followed by u0000 is ordinary text.
    expect((await investor.post(url, { content: "C:\\u0000 is a path" })).status).toBe(201);
  });

  it("leaves no error in the log", () => {
    expect(t.logs.filter((entry) => entry.level === "error")).toEqual([]);
  });
});

describe("the domain's schemas", () => {
  it("build every string on zText, so each text refuses NUL", () => {
    const dir = path.resolve(import.meta.dirname, "../../../domain/schemas");
    const raw = readdirSync(dir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "fields.ts")
      .filter((file) => /\bz\.string\(/.test(readFileSync(path.join(dir, file), "utf8")));
    expect(raw).toEqual([]);
  });
});
