import { SUPPORT_MESSAGES, SUPPORT_RATE_LIMIT } from "@domain/constants/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDiligenceProcesses } from "../../db/schema";
import { readOutbox, registerFounder, registerInvestor } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { insertInvestment, listedCampaign } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const ADMIN_CALLS: Array<[method: "get" | "post" | "put" | "delete", path: string]> = [
  ["get", "/api/admin/dashboard"],
  ["get", "/api/admin/user-counts"],
  ["get", "/api/admin/users"],
  ["get", "/api/admin/users/someone"],
  ["post", "/api/admin/users/someone/ban"],
  ["delete", "/api/admin/users/someone/ban"],
  ["post", "/api/admin/users/someone/kyc-approval"],
  ["get", "/api/admin/campaigns"],
  ["post", "/api/admin/campaigns/00000000-0000-4000-8000-000000000000/review"],
  ["get", "/api/admin/profile"],
  ["put", "/api/admin/profile"],
];

describe("admin API access", () => {
  it.each(ADMIN_CALLS)("%s %s: 401 signed out, 403 for investors and founders", async (method, path) => {
    const body = method === "post" || method === "put" ? {} : undefined;
    const call = (client: ReturnType<typeof createClient>) =>
      body === undefined ? client[method as "get" | "delete"](path) : client[method as "post" | "put"](path, body);
    expect((await call(createClient(t.app))).status).toBe(401);
    const investor = createClient(t.app);
    await registerInvestor(investor);
    const founder = createClient(t.app);
    await registerFounder(founder);
    const asInvestor = await call(investor);
    expect(asInvestor.status).toBe(403);
    expect(asInvestor.json.error.code).toBe("FORBIDDEN");
    expect((await call(founder)).status).toBe(403);
  });
});

describe("admin dashboard", () => {
  it("counts users by role and this week's sign-ups, with 30 days of sign-ups for the chart", async () => {
    const { client } = await signedInAdmin(t);
    const before = (await client.get("/api/admin/dashboard")).json;
    await registerFounder(createClient(t.app));
    await registerInvestor(createClient(t.app));
    const res = await client.get("/api/admin/dashboard");
    expect(res.status).toBe(200);
    expect(res.json.users.founder).toBe(before.users.founder + 1);
    expect(res.json.users.investor).toBe(before.users.investor + 1);
    expect(res.json.users.total).toBe(before.users.total + 2);
    expect(res.json.signUpsThisWeek).toBe(before.signUpsThisWeek + 2);
    expect(res.json.signUpsByDay).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json.signUpsByDay.at(-1)).toEqual({ date: today, count: before.signUpsByDay.at(-1).count + 2 });
    expect(res.json).toMatchObject({
      businesses: expect.any(Number),
      campaigns: { draft: expect.any(Number), pending: expect.any(Number), active: expect.any(Number) },
      investments: {
        count: expect.any(Number),
        completedCount: expect.any(Number),
        completedAmount: expect.any(Number),
      },
      activeDueDiligence: expect.any(Number),
    });
  });
});

describe("admin dashboard: campaigns, investments and due diligence", () => {
  it("counts campaigns by status, investments with the completed sum, and running processes only", async () => {
    const { client } = await signedInAdmin(t);
    const before = (await client.get("/api/admin/dashboard")).json;
    const { campaign, business } = await listedCampaign(t.app);
    const investorA = await registerInvestor(createClient(t.app));
    const investorB = await registerInvestor(createClient(t.app));
    await insertInvestment(t.deps.db, {
      campaignId: campaign.id,
      investorId: investorA.id,
      amount: 7_000,
      status: "completed",
    });
    await insertInvestment(t.deps.db, { campaignId: campaign.id, investorId: investorB.id, amount: 3_000 });
    const process = { businessId: business.id, lastCommunication: "Due diligence process initiated" };
    await t.deps.db
      .insert(dueDiligenceProcesses)
      .values({ ...process, investorId: investorA.id, status: "q&a_scheduled" });
    await t.deps.db.insert(dueDiligenceProcesses).values({ ...process, investorId: investorB.id, status: "declined" });

    const after = (await client.get("/api/admin/dashboard")).json;
    expect(after.businesses).toBe(before.businesses + 1);
    expect(after.campaigns.active).toBe(before.campaigns.active + 1);
    expect(after.investments).toEqual({
      count: before.investments.count + 2,
      completedCount: before.investments.completedCount + 1,
      completedAmount: before.investments.completedAmount + 7_000,
    });
    expect(after.activeDueDiligence).toBe(before.activeDueDiligence + 1);
  });
});

describe("admin profile", () => {
  it("saves the admin's own name and phone, refusing a bad phone with a field error", async () => {
    const { client, profile } = await signedInAdmin(t);
    const saved = await client.put("/api/admin/profile", { fullName: "Neema Admin", phone: "+255 700 000 000" });
    expect(saved.status).toBe(200);
    expect((await client.get("/api/admin/profile")).json.profile).toEqual({
      id: profile.id,
      email: profile.email,
      fullName: "Neema Admin",
      phone: "+255 700 000 000",
    });
    const bad = await client.put("/api/admin/profile", { fullName: "Neema Admin", phone: "call me" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.phone).toBeDefined();
  });
});

describe("support requests", () => {
  it("are stored and e-mailed to the admins; signed-out visitors get a 401 and empty fields a 400", async () => {
    const { profile: admin } = await signedInAdmin(t);
    const founder = createClient(t.app);
    const me = await registerFounder(founder);
    expect((await createClient(t.app).post("/api/support", { subject: "Hi", message: "Hello" })).status).toBe(401);
    const empty = await founder.post("/api/support", { subject: " ", message: "" });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.error.fields).sort()).toEqual(["message", "subject"]);
    const sent = await founder.post("/api/support", { subject: "Cannot upload", message: "The pitch deck fails." });
    expect(sent.status).toBe(201);
    const mail = readOutbox(t.dataDir).find((m) => m.to === admin.email && m.subject.includes("Cannot upload"));
    expect(mail?.body).toContain("The pitch deck fails.");
    expect(mail?.body).toContain(me.email);
  });

  it("take a few in a row from one account, then answer 429 (each one e-mails every admin)", async () => {
    const investor = createClient(t.app);
    await registerInvestor(investor);
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i++)
      expect((await investor.post("/api/support", { subject: `Question ${i}`, message: "Hello" })).status).toBe(201);
    const refused = await investor.post("/api/support", { subject: "One more", message: "Hello" });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(SUPPORT_MESSAGES.tooMany);
  });
});
