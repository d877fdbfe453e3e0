import { DUE_DILIGENCE_MESSAGES } from "@domain/due-diligence/constants";
import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/accounts";
import { ban, unban } from "../../testing/bans";
import { founderWithBusiness } from "../../testing/catalogue";
import { fetchLink, linkFor, refusalReasons, sharedDocuments } from "../../testing/document-links";
import { viewRows } from "../../testing/due-diligence-documents";
import { admin, investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// A link stops at once when the access behind it stops: the process is declined, a party is
// banned, or the founder revokes the investor's access to the document or to all of them. No new
// link is made then either; restoring (unbanning) makes the same link work again.

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  a = await admin(t);
});
afterAll(async () => {
  await t.close();
});

const refusal = (res: { status: number; json: { error?: { code?: string; message?: string } } }) => [
  res.status,
  res.json.error?.code,
  res.json.error?.message,
];
const DECLINED = [409, "CONFLICT", M.linkDeclined];
const SUSPENDED = [409, "ACCOUNT_SUSPENDED", M.linkSuspended];
const REVOKED = [403, "FORBIDDEN", M.linkRevoked];

describe("after a decline", () => {
  it("no link opens and none is made, for either party; a restart opens them again", async () => {
    const { f, i, process, deck } = await sharedDocuments(t);
    const [investorLink, founderLink] = [await linkFor(i.client, deck.id), await linkFor(f.client, deck.id)];
    const opens = (await viewRows(t, deck.id)).length;
    expect((await f.client.post(`/api/due-diligence/${process.id}/decline`, { reason: "terms" })).status).toBe(200);

    expect(refusal(await fetchLink(t, i.client, investorLink))).toEqual(DECLINED);
    expect(refusal(await fetchLink(t, f.client, founderLink))).toEqual(DECLINED);
    expect(refusal(await i.client.post(`/api/due-diligence/documents/${deck.id}/open`))).toEqual(DECLINED);
    expect(await viewRows(t, deck.id)).toHaveLength(opens);
    expect(await refusalReasons(t, i.profile.id)).toEqual(["declined", "declined"]);
    expect(await refusalReasons(t, f.profile.id)).toEqual(["declined"]);

    expect((await i.client.post(`/api/due-diligence/${process.id}/restart`)).status).toBe(200);
    expect((await fetchLink(t, i.client, investorLink)).status).toBe(200);
  });
});

describe("after a ban", () => {
  it("of the investor: their sessions end, the founder's own link is refused, and both work after unban", async () => {
    const { f, i, deck } = await sharedDocuments(t);
    const [investorLink, founderLink] = [await linkFor(i.client, deck.id), await linkFor(f.client, deck.id)];
    await ban(a, i.profile.id);
    expect((await fetchLink(t, i.client, investorLink)).status).toBe(401);
    expect(refusal(await fetchLink(t, f.client, founderLink))).toEqual(SUSPENDED);
    const open = await f.client.post(`/api/due-diligence/documents/${deck.id}/open`);
    expect(refusal(open)).toEqual([409, "ACCOUNT_SUSPENDED", DUE_DILIGENCE_MESSAGES.accountSuspended]);
    expect(await refusalReasons(t, f.profile.id)).toEqual(["banned", "banned"]);

    await unban(a, i.profile.id);
    expect((await signIn(i.client, i.profile.email, i.profile.password)).status).toBe(200);
    expect((await fetchLink(t, i.client, investorLink)).status).toBe(200);
    expect((await fetchLink(t, f.client, founderLink)).status).toBe(200);
  });

  it("of the founder: the investor's link is refused until the founder is unbanned", async () => {
    const { f, i, deck } = await sharedDocuments(t);
    const link = await linkFor(i.client, deck.id);
    await ban(a, f.profile.id);
    expect(refusal(await fetchLink(t, i.client, link))).toEqual(SUSPENDED);
    expect(await refusalReasons(t, i.profile.id)).toEqual(["banned"]);
    await unban(a, f.profile.id);
    expect((await fetchLink(t, i.client, link)).status).toBe(200);
  });
});

describe("the founder's revocation", () => {
  it("of one document stops its links and its opening at once, the investor sees it, and restore undoes it", async () => {
    const { f, i, process, deck, plan } = await sharedDocuments(t);
    const [deckLink, planLink] = [await linkFor(i.client, deck.id), await linkFor(i.client, plan.id)];
    const founderLink = await linkFor(f.client, deck.id);

    const revoked = await f.client.post(`/api/due-diligence/documents/${deck.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.documentsRevoked).toBe(false);
    const byId = (docs: Array<{ id: string; accessRevoked: boolean }>) =>
      Object.fromEntries(docs.map((d) => [d.id, d.accessRevoked]));
    expect(byId(revoked.json.documents)).toEqual({ [deck.id]: true, [plan.id]: false });
    const room = await i.client.get(`/api/due-diligence/${process.id}/documents`);
    expect(byId(room.json.documents)).toEqual({ [deck.id]: true, [plan.id]: false });

    const refused = await fetchLink(t, i.client, deckLink);
    expect([...refusal(refused), refused.text.includes("%PDF")]).toEqual([...REVOKED, false]);
    expect(refusal(await i.client.post(`/api/due-diligence/documents/${deck.id}/open`))).toEqual(REVOKED);
    expect((await fetchLink(t, i.client, planLink)).status).toBe(200);
    expect((await fetchLink(t, f.client, founderLink)).status).toBe(200);
    expect(await refusalReasons(t, i.profile.id)).toEqual(["revoked", "revoked"]);

    expect((await f.client.post(`/api/due-diligence/documents/${deck.id}/restore`)).status).toBe(200);
    expect((await fetchLink(t, i.client, deckLink)).status).toBe(200);
  });

  it("of all documents stops every link until restored, and restoring lifts each document's own revocation", async () => {
    const { f, i, process, deck, plan } = await sharedDocuments(t);
    const links = [await linkFor(i.client, deck.id), await linkFor(i.client, plan.id)];
    expect((await f.client.post(`/api/due-diligence/documents/${plan.id}/revoke`)).status).toBe(200);
    const all = await f.client.post(`/api/due-diligence/${process.id}/documents/revoke`);
    expect(all.status).toBe(200);
    expect(all.json.documentsRevoked).toBe(true);
    expect(all.json.documents.every((d: { accessRevoked: boolean }) => d.accessRevoked)).toBe(true);
    for (const link of links) expect(refusal(await fetchLink(t, i.client, link))).toEqual(REVOKED);
    expect((await i.client.get(`/api/due-diligence/${process.id}/documents`)).json.documentsRevoked).toBe(true);

    const restored = await f.client.post(`/api/due-diligence/${process.id}/documents/restore`);
    expect([restored.status, restored.json.documentsRevoked]).toEqual([200, false]);
    // Restoring all also lifts the plan's own revocation.
    for (const link of links) expect((await fetchLink(t, i.client, link)).status).toBe(200);
  });

  it("is the founder's of that process only: the investor 403, another founder and admin refused, nothing changed", async () => {
    const { i, process, deck } = await sharedDocuments(t);
    const other = await founderWithBusiness(t.app);
    const stranger = await investor(t);
    const paths = [
      `/api/due-diligence/documents/${deck.id}/revoke`,
      `/api/due-diligence/${process.id}/documents/revoke`,
    ];
    for (const path of paths) {
      expect((await i.client.post(path)).status).toBe(403);
      expect((await stranger.client.post(path)).status).toBe(403);
      expect((await a.client.post(path)).status).toBe(403);
      expect((await other.client.post(path)).status).toBe(404);
      expect((await t.app.request(path, { method: "POST" })).status).toBe(401);
    }
    const room = await i.client.get(`/api/due-diligence/${process.id}/documents`);
    expect(room.json.documentsRevoked).toBe(false);
    expect(room.json.documents.some((d: { accessRevoked: boolean }) => d.accessRevoked)).toBe(false);
  });
});
