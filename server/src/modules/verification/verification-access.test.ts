import { VERIFICATION_MESSAGES as M } from "@domain/verification/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody } from "../../testing/accounts";
import { founderWithBusiness } from "../../testing/catalogue";
import { FILES } from "../../testing/due-diligence-documents";
import { admin, investor } from "../../testing/messaging";
import { createTestApp, MISSING_ID } from "../../testing/test-app";
import { requestRows, review, submitBusiness, submitInvestor } from "../../testing/verification";

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  a = await admin(t);
});
afterAll(async () => {
  await t.close();
});

const fileOf = (client: { get: (url: string) => Promise<{ status: number }> }, id: string) =>
  client.get(`/api/verification/requests/${id}/file`);

describe("who may do what with verification", () => {
  it("serves a document to its requester and the admins only; everyone else finds nothing", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Nigeria" }, { verified: false });
    const sent = await submitBusiness(t, f.client, "RC 123456");
    const id = sent.json.latest.id as string;
    const other = await founderWithBusiness(t.app, { incorporationCountry: "Nigeria" }, { verified: false });
    const i = await investor(t);

    for (const reader of [f.client, a.client]) {
      const res = await t.app.request(`/api/verification/requests/${id}/file`, {
        headers: { cookie: [...reader.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="certificate.pdf"');
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(FILES.pdf);
    }
    for (const stranger of [other.client, i.client]) {
      const res = await fileOf(stranger, id);
      expect(res.status).toBe(404);
    }
    expect((await t.app.request(`/api/verification/requests/${id}/file`)).status).toBe(401);
    expect((await fileOf(a.client, MISSING_ID)).status).toBe(404);
    expect((await fileOf(a.client, "not-a-uuid")).status).toBe(404);
    // The storage key is private: no public URL reaches it.
    const [row] = await requestRows(t, f.profile.id);
    expect((await t.app.request(`/files/public/${row?.storageKey}`)).status).toBe(404);
    expect((await t.app.request(`/api/files/private?path=${row?.storageKey}`)).status).toBe(404);
  });

  it("lets founders send a business's registration and investors their identity, nobody else", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Kenya" }, { verified: false });
    const i = await investor(t);
    expect((await submitInvestor(t, f.client)).status).toBe(403);
    expect((await submitBusiness(t, i.client, "PVT-AB1C2D3")).status).toBe(403);
    expect((await submitBusiness(t, a.client, "PVT-AB1C2D3")).status).toBe(403);
    expect((await f.client.get("/api/investor/verification")).status).toBe(403);
    expect((await i.client.get("/api/founder/verification")).status).toBe(403);
    expect((await t.app.request("/api/founder/verification")).status).toBe(401);
    expect(await requestRows(t, f.profile.id)).toEqual([]);
    expect(await requestRows(t, i.id)).toEqual([]);
  });

  it("keeps the queue and its decisions to admins", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Kenya" }, { verified: false });
    const sent = await submitBusiness(t, f.client, "PVT-AB1C2D3");
    const id = sent.json.latest.id as string;
    for (const client of [f.client, (await investor(t)).client]) {
      expect((await client.get("/api/admin/verifications")).status).toBe(403);
      expect((await client.post(`/api/admin/verifications/${id}/approve`)).status).toBe(403);
      expect((await client.post(`/api/admin/verifications/${id}/reject`, { reason: "No" })).status).toBe(403);
    }
    expect((await f.client.get("/api/founder/verification")).json.status).toBe("pending");

    const queue = await a.client.get("/api/admin/verifications");
    expect(queue.status).toBe(200);
    expect(queue.json.items[0]).toMatchObject({
      id,
      subject: "business",
      requesterId: f.profile.id,
      requesterName: f.profile.fullName,
      businessName: "Shamba Fresh",
      registrationNumber: "PVT-AB1C2D3",
      jurisdiction: "KE",
    });
  });

  it("lists pending requests newest first, and answers a decided or unknown request plainly", async () => {
    const first = await investor(t);
    const second = await founderWithBusiness(t.app, { incorporationCountry: "Egypt" }, { verified: false });
    const older = (await submitInvestor(t, first.client)).json.latest.id as string;
    const newer = (await submitBusiness(t, second.client, "12345")).json.latest.id as string;
    const ids = (await a.client.get("/api/admin/verifications?limit=50")).json.items.map((r: { id: string }) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));

    const noReason = await a.client.post(`/api/admin/verifications/${older}/reject`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields.reason).toEqual([M.reasonRequired]);
    await review(a.client, older, "approve");
    const twice = await a.client.post(`/api/admin/verifications/${older}/reject`, { reason: "Changed my mind" });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe(M.notPending);
    const missing = await a.client.post(`/api/admin/verifications/${MISSING_ID}/approve`);
    expect(missing.status).toBe(404);
    expectErrorBody(missing.json, "NOT_FOUND");
    expect((await a.client.post("/api/admin/verifications/nope/approve")).status).toBe(404);
    const after = (await a.client.get("/api/admin/verifications?limit=50")).json.items.map((r: { id: string }) => r.id);
    expect(after).not.toContain(older);
    expect(after).toContain(newer);
  });
});
