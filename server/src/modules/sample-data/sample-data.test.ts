import { DEMO_PASSWORD, SAMPLE_DATA_PATHS as P } from "@domain/constants/sample-data";
import type { TPopulationJob } from "@domain/schemas/sample-data";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFounder, registerInvestor, signIn } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { createClient, createTestApp } from "../../testing/test-app";
import { populationIdle } from "./population-jobs";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => {
  await populationIdle(t.deps);
  await t.close();
});

const TABLES = [
  "users",
  "profiles",
  "founders",
  "investors",
  "businesses",
  "campaigns",
  "investments",
  "due_diligence_processes",
  "due_diligence_documents",
  "due_diligence_meetings",
  "conversations",
  "messages",
  "notifications",
  "saved_matches",
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const name = table === "users" ? '"user"' : table;
    const result = await t.deps.db.execute(sql.raw(`select count(*)::int as n from ${name}`));
    out[table] = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
  }
  return out;
}

async function runComprehensive(): Promise<TPopulationJob> {
  const started = await admin.post(P.comprehensive, {});
  expect(started.status).toBe(202);
  expect(started.json.job.state).toBe("running");
  await populationIdle(t.deps);
  const res = await admin.get(P.comprehensive);
  expect(res.status).toBe(200);
  return res.json.job;
}

describe("sample data API", () => {
  it.each([
    ["post", P.demoUsers],
    ["post", P.populate],
    ["post", P.profiles],
    ["post", P.comprehensive],
    ["get", P.comprehensive],
  ] as const)("%s %s: 401 signed out, 403 for investors and founders", async (method, path) => {
    const call = (client: ReturnType<typeof createClient>) =>
      method === "get" ? client.get(path) : client.post(path, {});
    expect((await call(createClient(t.app))).status).toBe(401);
    const investor = createClient(t.app);
    await registerInvestor(investor);
    const founder = createClient(t.app);
    await registerFounder(founder);
    expect((await call(investor)).status).toBe(403);
    expect((await call(founder)).status).toBe(403);
  });

  it("refuses to populate before any demo user exists, with the reason", async () => {
    const res = await admin.post(P.populate, {});
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/Create the demo users first/);
    expect((await admin.get(P.comprehensive)).json.job).toBeNull();
  });

  it("creates 5 founders and 5 investors once; a second run reports them as existing", async () => {
    const first = await admin.post(P.demoUsers, {});
    expect(first.status).toBe(200);
    expect(first.json.password).toBe(DEMO_PASSWORD);
    expect(first.json).toMatchObject({ created: 10, total: 10 });
    const roles = first.json.results.map((r: { type: string }) => r.type);
    expect(roles.filter((r: string) => r === "founder")).toHaveLength(5);
    expect(roles.filter((r: string) => r === "investor")).toHaveLength(5);
    for (const r of first.json.results) expect(r).toMatchObject({ success: true, existing: false, error: null });

    const before = await rowCounts();
    const second = await admin.post(P.demoUsers, {});
    expect(second.json).toMatchObject({ created: 0, total: 10 });
    for (const [k, r] of second.json.results.entries()) {
      expect(r).toMatchObject({ success: true, existing: true, email: first.json.results[k].email });
      expect(r.userId).toBe(first.json.results[k].userId);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("populates sample data and profiles for the demo users", async () => {
    const data = await admin.post(P.populate, {});
    expect(data.status).toBe(200);
    expect(data.json.total).toBe(10);
    expect(data.json.successful).toBe(10);
    const types = new Set(data.json.results.map((r: { type: string }) => r.type));
    expect(types).toEqual(new Set(["business", "campaign", "preferences", "investment"]));
    const profiles = await admin.post(P.profiles, {});
    expect(profiles.json.count).toBe(10);
  });

  it("the demo founder signs in with the demo password and has a business", async () => {
    const founder = createClient(t.app);
    expect((await signIn(founder, "amara.okafor@demo.kuza.africa", DEMO_PASSWORD)).status).toBe(200);
    const business = await founder.get("/api/founder/business");
    expect(business.status).toBe(200);
    expect(JSON.stringify(business.json)).toContain("PayLink Africa");
  });

  it("the comprehensive population fills every area once; a second run changes no count", async () => {
    const job = await runComprehensive();
    expect(job.state).toBe("completed");
    expect(job.done).toBe(job.total);
    expect(job.stats?.failed).toBe(0);
    expect(job.stats?.errors).toEqual([]);
    const counts = await rowCounts();
    expect(counts.users).toBe(1 + 5 * 2 + 18); // the admin, two per access case, 18 demo people
    for (const table of TABLES) expect(counts[table], table).toBeGreaterThan(0);
    const statuses = await t.deps.db.execute(sql`select distinct status::text as s from due_diligence_processes`);
    expect((statuses as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(6);

    const again = await runComprehensive();
    expect(again.state).toBe("completed");
    expect(again.stats?.failed).toBe(0);
    expect(await rowCounts()).toEqual(counts);
  });

  it("writes Last Communications as the workflow records them: each reader reads them in their language", async () => {
    const investor = createClient(t.app);
    expect((await signIn(investor, "grace.njeri@demo.kuza.africa", DEMO_PASSWORD)).status).toBe(200);
    const read = async (headers?: Record<string, string>) =>
      (await investor.get("/api/due-diligence", headers)).json.items
        .map((p: { lastCommunication: string }) => p.lastCommunication)
        .sort();
    expect(await read()).toEqual(["Due diligence declined: Terms", "Moved to Term Sheet Negotiation"]);
    expect(await read({ "accept-language": "fr" })).toEqual([
      "Due diligence déclinée\u00a0: Conditions",
      "Passage à l’étape Négociation de la term sheet",
    ]);
  });

  it("keeps the review rule: every active campaign is a Verified business's or was approved in a review", async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.deps.db.execute(query)) as unknown as { rows: Array<{ title: string }> }).rows.map((r) => r.title);
    const unreviewed = await rows(sql`
      select c.title from campaigns c join businesses b on b.id = c.business_id
      where c.status = 'active' and b.verified_at is null
        and not exists (select 1 from campaign_reviews r where r.campaign_id = c.id and r.decision = 'active')`);
    expect(unreviewed).toEqual([]);
    expect((await rows(sql`select title from campaigns where status = 'active'`)).length).toBeGreaterThanOrEqual(5);
    const waiting = await rows(sql`
      select c.title from campaigns c join businesses b on b.id = c.business_id
      where c.status = 'pending' and b.verified_at is null`);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
  });

  it("shared documents are real PDFs in storage", async () => {
    const result = await t.deps.db.execute(
      sql`select storage_key from due_diligence_documents where status <> 'pending' limit 1`,
    );
    const key = (result as unknown as { rows: Array<{ storage_key: string }> }).rows[0]?.storage_key ?? "";
    const file = await t.deps.storage.get(key);
    expect(file?.contentType).toBe("application/pdf");
    const text = await new Response(file?.body).text();
    expect(text.startsWith("%PDF-1.4")).toBe(true);
  });
});
