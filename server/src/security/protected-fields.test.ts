import { DEFAULT_MATCH_SETTINGS } from "@domain/constants/matching";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businesses,
  dueDiligenceMeetings,
  dueDiligenceProcesses,
  investments,
  investors,
  matchSettings,
  messages,
  profiles,
  supportRequests,
  user,
} from "../db/schema";
import { investorInput, profileRow, userRowByEmail } from "../testing/accounts";
import { businessInput, campaignInput, campaignRow, listedCampaign } from "../testing/catalogue";
import { meetingInput } from "../testing/due-diligence";
import { profileInput } from "../testing/investors";
import { admin, investor } from "../testing/messaging";
import { createClient, createTestApp } from "../testing/test-app";

// Fields a client must never set (role, owner and sender ids, statuses another party or an admin
// sets, timestamps, KYC and verification flags) are ignored or refused on every write route that
// takes a body: each test sends them and reads the stored rows.

let t: Awaited<ReturnType<typeof createTestApp>>;
let me: Awaited<ReturnType<typeof listedCampaign>>;
let them: Awaited<ReturnType<typeof listedCampaign>>;
let inv: Awaited<ReturnType<typeof investor>>;
let other: Awaited<ReturnType<typeof investor>>;

const LONG_AGO = "2000-01-01T00:00:00.000Z";
const recent = (d: Date | string | null | undefined) => Date.now() - new Date(d ?? 0).getTime() < 10 * 60_000;
/** What a hostile client adds to every body. */
const hostile = () => ({
  id: them.business.id,
  userId: other.id,
  role: "admin",
  email: "owner@evil.example",
  emailVerified: true,
  kycStatus: "approved",
  verified: true,
  createdAt: LONG_AGO,
  updatedAt: LONG_AGO,
});
const ok = (res: { status: number; json: unknown }, status = 200) =>
  expect(res.status, JSON.stringify(res.json)).toBe(status);

beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  me = await listedCampaign(t.app);
  them = await listedCampaign(t.app);
  inv = await investor(t);
  other = await investor(t);
}, 120_000);
afterAll(() => t.close());

describe("fields a client never sets", () => {
  it("registration: an admin role is refused; ids, flags and timestamps are ignored", async () => {
    const asAdmin = investorInput({ role: "admin" as never });
    expect((await createClient(t.app).post("/api/accounts/register", asAdmin)).status).toBe(400);
    expect(await userRowByEmail(t.deps.db, asAdmin.email)).toBeNull();
    const input = investorInput();
    ok(await createClient(t.app).post("/api/accounts/register", { ...hostile(), ...input }), 201);
    const row = await userRowByEmail(t.deps.db, input.email);
    expect(row).toMatchObject({ emailVerified: false });
    expect(row?.id).not.toBe(them.business.id);
    expect(recent(row?.createdAt)).toBe(true);
    const profile = await profileRow(t.deps.db, row?.id ?? "");
    expect(profile).toMatchObject({ role: "investor", email: input.email });
  });

  it("better-auth's own user routes cannot set a role, verification or another user's data", async () => {
    const before = await profileRow(t.deps.db, inv.id);
    await inv.client.post("/api/auth/update-user", { name: "Kofi", role: "admin", emailVerified: true });
    const setRole = await inv.client.post("/api/auth/admin/set-role", { userId: inv.id, role: "admin" });
    expect(setRole.status).toBeGreaterThanOrEqual(400);
    expect(await profileRow(t.deps.db, inv.id)).toMatchObject({ role: "investor", email: before?.email });
    const [row] = await t.deps.db.select().from(user).where(eq(user.id, inv.id));
    expect(row?.emailVerified).toBe(false);
  });

  it("investor profile: KYC, role, e-mail and owner stay the server's", async () => {
    ok(await inv.client.put("/api/investor/profile", { ...profileInput(), ...hostile(), fullName: "Kofi Mensah" }));
    const [row] = await t.deps.db.select().from(investors).where(eq(investors.userId, inv.id));
    expect(row).toMatchObject({ kycStatus: "pending", fullName: "Kofi Mensah" });
    expect(recent(row?.createdAt)).toBe(true);
    expect(await profileRow(t.deps.db, inv.id)).toMatchObject({ role: "investor", email: inv.profile.email });
    expect(await t.deps.db.select().from(investors).where(eq(investors.userId, other.id))).toEqual([]);
  });

  it("founder profile and business: role, e-mail and owner stay the server's", async () => {
    const theirs = await t.deps.db.select().from(businesses).where(eq(businesses.id, them.business.id));
    ok(await me.client.put("/api/founder/profile", { ...hostile(), fullName: "Amina Founder", phone: null }));
    expect(await profileRow(t.deps.db, me.profile.id)).toMatchObject({ role: "founder", email: me.profile.email });
    ok(await me.client.put("/api/founder/business", { ...hostile(), ...businessInput({ businessName: "Mine Ltd" }) }));
    const [mine] = await t.deps.db.select().from(businesses).where(eq(businesses.id, me.business.id));
    expect(mine).toMatchObject({ userId: me.profile.id, businessName: "Mine Ltd" });
    expect(await t.deps.db.select().from(businesses).where(eq(businesses.id, them.business.id))).toEqual(theirs);
  });

  it("campaigns: the business is the founder's own; only an admin rejects", async () => {
    const body = { ...hostile(), ...campaignInput({ status: "draft" }), businessId: them.business.id };
    const made = await me.client.post("/api/founder/campaigns", body);
    ok(made, 201);
    const row = await campaignRow(t.deps.db, made.json.campaign.id);
    expect(row).toMatchObject({ businessId: me.business.id, status: "draft" });
    expect(recent(row?.createdAt)).toBe(true);
    const rejected = await me.client.put(
      `/api/founder/campaigns/${row?.id}`,
      campaignInput({ status: "rejected" as never }),
    );
    expect(rejected.status).toBe(409);
    expect(await campaignRow(t.deps.db, row?.id ?? "")).toEqual(row);
    const asCreate = await me.client.post("/api/founder/campaigns", campaignInput({ status: "completed" as never }));
    expect(asCreate.status).toBe(400);
  });

  it("investments: the investor is the viewer and the status starts pending; the founder sets only the status", async () => {
    const res = await inv.client.post("/api/investor/investments", {
      ...hostile(),
      campaignId: me.campaign.id,
      amount: 1_500,
      investorId: other.id,
      status: "completed",
    });
    ok(res, 201);
    const id = res.json.investment?.id ?? res.json.id;
    const [row] = await t.deps.db.select().from(investments).where(eq(investments.id, id));
    expect(row).toMatchObject({ investorId: inv.id, status: "pending", amount: 1_500 });
    const decided = await me.client.patch(`/api/founder/investments/${id}`, {
      status: "completed",
      amount: 1,
      investorId: other.id,
      campaignId: them.campaign.id,
    });
    ok(decided);
    const [after] = await t.deps.db.select().from(investments).where(eq(investments.id, id));
    expect(after).toMatchObject({ investorId: inv.id, amount: 1_500, campaignId: me.campaign.id, status: "completed" });
  });

  it("messages: the sender is the viewer, unread, sent now", async () => {
    const convo = await inv.client.post("/api/conversations", { participantId: me.profile.id, senderId: other.id });
    expect(convo.status).toBeLessThan(300);
    const id = convo.json.conversation.id;
    const sent = await inv.client.post(`/api/conversations/${id}/messages`, {
      content: "Hello",
      senderId: me.profile.id,
      receiverId: other.id,
      readStatus: true,
      createdAt: LONG_AGO,
    });
    ok(sent, 201);
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, sent.json.message.id));
    expect(row).toMatchObject({ senderId: inv.id, receiverId: me.profile.id, readStatus: false });
    expect(recent(row?.createdAt)).toBe(true);
  });

  it("due diligence: a new process is the viewer's, at the first stage; a meeting awaits the other party", async () => {
    const res = await inv.client.post("/api/due-diligence", {
      businessId: me.business.id,
      campaignId: me.campaign.id,
      investorId: other.id,
      status: "closing",
      progress: 100,
      createdAt: LONG_AGO,
    });
    ok(res, 201);
    const [process] = await t.deps.db
      .select()
      .from(dueDiligenceProcesses)
      .where(eq(dueDiligenceProcesses.id, res.json.process.id));
    expect(process).toMatchObject({ investorId: inv.id, status: "initial_contact", progress: 10 });
    const meeting = await inv.client.post(`/api/due-diligence/${process?.id}/meetings`, {
      ...meetingInput(),
      status: "approved",
      scheduledBy: me.profile.id,
      processId: them.business.id,
    });
    ok(meeting, 201);
    const [row] = await t.deps.db
      .select()
      .from(dueDiligenceMeetings)
      .where(eq(dueDiligenceMeetings.id, meeting.json.meeting.id));
    expect(row).toMatchObject({ status: "pending_approval", scheduledBy: inv.id, processId: process?.id });
  });

  it("support, settings and the admin profile: the owner is the viewer; an admin's role and e-mail stay", async () => {
    const sent = await inv.client.post("/api/support", { subject: "Hi", message: "Question", userId: other.id });
    ok(sent, 201);
    const [request] = await t.deps.db.select().from(supportRequests).where(eq(supportRequests.id, sent.json.id));
    expect(request?.userId).toBe(inv.id);
    ok(await inv.client.put("/api/settings/algorithm", { ...DEFAULT_MATCH_SETTINGS, userId: other.id }));
    expect(await t.deps.db.select().from(matchSettings).where(eq(matchSettings.userId, other.id))).toEqual([]);
    expect(await t.deps.db.select().from(matchSettings).where(eq(matchSettings.userId, inv.id))).toHaveLength(1);
    const a = await admin(t);
    ok(await a.client.put("/api/admin/profile", { ...hostile(), fullName: "Neema Admin", phone: null }));
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.id, a.id));
    expect(row).toMatchObject({ role: "admin", email: a.profile.email, fullName: "Neema Admin" });
  });
});
