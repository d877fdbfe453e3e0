import { ADMIN_MESSAGES } from "@domain/constants/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectSignedIn,
  expectSignedOut,
  registerFounder,
  registerInvestor,
  sessionCount,
  signIn,
} from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

describe("admin users list", () => {
  it("searches by name or e-mail, filters by role and pages", async () => {
    const word = uniqueWord("user");
    for (const name of ["Ada", "Bola", "Chidi"])
      await registerFounder(createClient(t.app), { fullName: `${name} ${word}` });
    await registerInvestor(createClient(t.app), { fullName: `Dayo ${word}` });
    const founders = await admin.client.get(`/api/admin/users?q=${word}&role=founder&limit=2`);
    expect(founders.status).toBe(200);
    expect(founders.json.total).toBe(3);
    expect(founders.json.nextOffset).toBe(2);
    expect(founders.json.items.map((u: { fullName: string }) => u.fullName)).toEqual([`Chidi ${word}`, `Bola ${word}`]);
    const rest = await admin.client.get(`/api/admin/users?q=${word}&role=founder&limit=2&offset=2`);
    expect(rest.json.items).toHaveLength(1);
    expect(rest.json.nextOffset).toBeNull();
    const everyone = await admin.client.get(`/api/admin/users?q=${word.toUpperCase()}`);
    expect(everyone.json.total).toBe(4);
    expect(everyone.json.items[0]).toMatchObject({
      fullName: `Dayo ${word}`,
      role: "investor",
      banned: false,
      kycVerified: false,
      lastLoginAt: expect.any(String),
    });
    expect((await admin.client.get("/api/admin/users?role=owner")).status).toBe(400);
    // A LIKE wildcard typed in the box matches itself, not everything.
    expect((await admin.client.get("/api/admin/users?q=%25")).json.total).toBe(0);
  });
});

describe("ban and unban", () => {
  it("ends every session at once, refuses sign-in with the reason, and unban lets them back in", async () => {
    const laptop = createClient(t.app);
    const user = await registerFounder(laptop);
    const phone = createClient(t.app);
    expect((await signIn(phone, user.email, user.password)).status).toBe(200);
    expect(await sessionCount(t.deps.db, user.id)).toBe(2);

    const banned = await admin.client.post(`/api/admin/users/${user.id}/ban`, { reason: "Fake business documents" });
    expect(banned.status).toBe(200);
    expect(banned.json.user).toMatchObject({ banned: true, banReason: "Fake business documents" });
    expect(await sessionCount(t.deps.db, user.id)).toBe(0);
    await expectSignedOut(laptop);
    await expectSignedOut(phone);

    const refused = await signIn(createClient(t.app), user.email, user.password);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(ADMIN_MESSAGES.bannedSignIn.replace("{reason}", "Fake business documents"));
    expect(await sessionCount(t.deps.db, user.id)).toBe(0);
    expect((await admin.client.post(`/api/admin/users/${user.id}/ban`, { reason: "again" })).status).toBe(409);

    const lifted = await admin.client.delete(`/api/admin/users/${user.id}/ban`);
    expect(lifted.status).toBe(200);
    expect(lifted.json.user).toMatchObject({ banned: false, banReason: null });
    const back = createClient(t.app);
    expect((await signIn(back, user.email, user.password)).status).toBe(200);
    await expectSignedIn(back, user.email);
    expect((await admin.client.delete(`/api/admin/users/${user.id}/ban`)).status).toBe(409);
  });

  it("needs a reason, and refuses banning oneself, another admin or a missing user", async () => {
    const investor = await registerInvestor(createClient(t.app));
    const noReason = await admin.client.post(`/api/admin/users/${investor.id}/ban`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields.reason).toEqual([ADMIN_MESSAGES.reasonRequired]);

    const self = await admin.client.post(`/api/admin/users/${admin.profile.id}/ban`, { reason: "test" });
    expect(self.status).toBe(403);
    expect(self.json.error.message).toBe(ADMIN_MESSAGES.cannotBanSelf);
    const other = await signedInAdmin(t, "Other Admin");
    const peer = await admin.client.post(`/api/admin/users/${other.profile.id}/ban`, { reason: "test" });
    expect(peer.status).toBe(403);
    expect(peer.json.error.message).toBe(ADMIN_MESSAGES.cannotBanAdmin);
    await expectSignedIn(other.client, other.profile.email);
    expect((await admin.client.post("/api/admin/users/nobody/ban", { reason: "test" })).status).toBe(404);
  });
});

describe("KYC approval", () => {
  it("shows the investor as Verified in the directory and on their profile", async () => {
    const word = uniqueWord("kyc");
    const investorClient = createClient(t.app);
    const investor = await registerInvestor(investorClient, { fullName: `Kemi ${word}` });
    const founder = createClient(t.app);
    await registerFounder(founder);
    const card = async () => (await founder.get(`/api/investors?search=${word}`)).json.items[0];
    expect((await card()).verified).toBe(false);

    const approved = await admin.client.post(`/api/admin/users/${investor.id}/kyc-approval`);
    expect(approved.status).toBe(200);
    expect(approved.json.user.kycVerified).toBe(true);
    expect((await card()).verified).toBe(true);
    expect((await founder.get(`/api/investors/${investor.id}`)).json.investor.verified).toBe(true);
    const own = await investorClient.get("/api/investor/profile");
    expect(own.json.investor).toMatchObject({ fullName: `Kemi ${word}`, verified: true });
  });

  it("is refused for a founder (409) and a missing user (404)", async () => {
    const founder = await registerFounder(createClient(t.app));
    const res = await admin.client.post(`/api/admin/users/${founder.id}/kyc-approval`);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(ADMIN_MESSAGES.notInvestor);
    expect((await admin.client.post("/api/admin/users/nobody/kyc-approval")).status).toBe(404);
  });
});
