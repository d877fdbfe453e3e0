import { VERIFICATION_MESSAGES as M } from "@domain/verification/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody } from "../../testing/accounts";
import { FILES } from "../../testing/due-diligence-documents";
import { investorRow } from "../../testing/investors";
import { matchBusiness, matchesOf, matchInvestor, sectorWord } from "../../testing/matching";
import { admin, investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { requestRows, review, storedFiles, submitInvestor } from "../../testing/verification";

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  a = await admin(t);
});
afterAll(async () => {
  await t.close();
});

const FIRM = {
  kind: "firm",
  firmName: "Savannah Capital Partners",
  firmWebsite: "https://savannah.example",
  firmRegistrationNumber: "pvt-ab1c2d3",
} as const;

describe("an investor's verification", () => {
  it("is sent with the identity and a document, rejected with a reason the investor sees, then sent again", async () => {
    const i = await investor(t, { fullName: "Kofi Asante" });
    const before = await i.client.get("/api/investor/verification");
    expect(before.json).toMatchObject({ status: "not_submitted", latest: null, fullName: "Kofi Asante" });

    const sent = await submitInvestor(t, i.client, { legalName: "Kofi Mensah Asante" });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json).toMatchObject({
      status: "pending",
      latest: { subject: "investor", legalName: "Kofi Mensah Asante", investorKind: "individual", firmName: null },
    });
    expect((await submitInvestor(t, i.client)).status).toBe(409);

    await review(a.client, sent.json.latest.id, "reject", "The passport photo is unreadable");
    const seen = await i.client.get("/api/investor/verification");
    expect(seen.json).toMatchObject({
      status: "rejected",
      latest: { status: "rejected", rejectionReason: "The passport photo is unreadable" },
    });
    const notes = await i.client.get("/api/notifications");
    expect(notes.json.notifications[0]).toMatchObject({
      title: "Verification not approved",
      description: "Your verification request was not approved. Reason: The passport photo is unreadable",
      link: "/investor/profile",
    });
    expect((await investorRow(t, i.id))?.kycStatus ?? "pending").not.toBe("approved");

    const again = await submitInvestor(
      t,
      i.client,
      { legalName: "Kofi Mensah Asante" },
      { name: "id.pdf", body: FILES.pdf },
    );
    expect(again.status).toBe(201);
    expect(await requestRows(t, i.id)).toHaveLength(2);
  });

  it("approval sets the KYC the Verified badge reads, on the profile, the directory and founders' match cards", async () => {
    const sector = sectorWord();
    const i = await matchInvestor(t, { sectors: [sector] }, `Ama ${sector}`);
    const sent = await submitInvestor(t, i.client, { legalName: "Ama Owusu", ...FIRM });
    expect(sent.json.latest).toMatchObject({ investorKind: "firm", firmRegistrationNumber: "PVT-AB1C2D3" });
    await review(a.client, sent.json.latest.id, "approve");

    expect((await investorRow(t, i.profile.id))?.kycStatus).toBe("approved");
    expect((await i.client.get("/api/investor/verification")).json.status).toBe("verified");
    expect((await i.client.get("/api/investor/profile")).json.investor.verified).toBe(true);
    expect((await a.client.get(`/api/admin/users/${i.profile.id}`)).json.user.kycVerified).toBe(true);
    const f = await matchBusiness(t, { businessType: sector }, { minInvestment: 2_000 });
    expect((await f.client.get(`/api/investors/${i.profile.id}`)).json.investor.verified).toBe(true);
    const matches = await matchesOf(f.client, `?search=${sector}`);
    expect(matches.items.map((m) => [m.id, (m as { verified?: boolean }).verified])).toEqual([[i.profile.id, true]]);
    const again = await submitInvestor(t, i.client);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(M.investorAlreadyVerified);
  });

  it("asks a firm for its name, website and registration, and an individual for none", async () => {
    const i = await investor(t);
    const res = await submitInvestor(t, i.client, { kind: "firm", firmWebsite: "savannah" });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(Object.keys(res.json.error.fields).sort()).toEqual(["firmName", "firmRegistrationNumber", "firmWebsite"]);
    const noName = await submitInvestor(t, i.client, { legalName: " " });
    expect(noName.status).toBe(400);
    expect(noName.json.error.fields.legalName).toEqual([M.legalNameRequired]);
    expect(await requestRows(t, i.id)).toEqual([]);
    expect(storedFiles(t, i.id)).toEqual([]);

    const individual = await submitInvestor(t, i.client, { kind: "individual", firmName: "Ignored Ltd" });
    expect(individual.status).toBe(201);
    expect(individual.json.latest.firmName).toBeNull();
  });

  it("reads the document's type from its content", async () => {
    const i = await investor(t);
    const disguised = await submitInvestor(t, i.client, {}, { name: "passport.png", body: FILES.html });
    expect(disguised.status).toBe(400);
    const text = await submitInvestor(t, i.client, {}, { name: "passport.txt", body: FILES.txt });
    expect(text.status).toBe(400);
    expect(await requestRows(t, i.id)).toEqual([]);
    expect(storedFiles(t, i.id)).toEqual([]);
  });

  it("is approved with the admin's KYC switch, which leaves nothing waiting in the queue", async () => {
    const i = await investor(t);
    const sent = await submitInvestor(t, i.client);
    const queued = async () =>
      (await a.client.get("/api/admin/verifications?limit=50")).json.items.map((r: { id: string }) => r.id);
    expect(await queued()).toContain(sent.json.latest.id);
    expect((await a.client.post(`/api/admin/users/${i.id}/kyc-approval`)).status).toBe(200);
    expect(await queued()).not.toContain(sent.json.latest.id);
    expect((await i.client.get("/api/investor/verification")).json).toMatchObject({
      status: "verified",
      latest: { status: "approved" },
    });
  });
});
