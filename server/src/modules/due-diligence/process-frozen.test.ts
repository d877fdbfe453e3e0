import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin";
import { ban, unban } from "../../testing/bans";
import { meetingInput, meetingRows, processRow, startedProcess } from "../../testing/due-diligence";
import {
  documentRows,
  FILES,
  requested,
  uploadTo,
  uploadToLibrary,
  viewRows,
} from "../../testing/due-diligence-documents";
import { investor as newInvestor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// A banned party freezes their due-diligence processes: the other side still reads the process,
// with counterpartSuspended, but every action (stage, documents, meetings) answers 409
// ACCOUNT_SUSPENDED and changes nothing, whichever side acts. Nobody starts due diligence with,
// or invests in, a banned founder. Unbanning unfreezes.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

/** A process with a pending and a shared document request and a meeting waiting for approval. */
async function busyProcess() {
  const started = await startedProcess(t);
  const { f, i, process } = started;
  const docs = await requested(i.client, process.id, ["pitch_deck", "business_plan"]);
  const shared = docs.pitch_deck?.id ?? "";
  const pending = docs.business_plan?.id ?? "";
  expect((await uploadTo(t, f.client, shared, "deck.pdf", FILES.pdf)).status).toBe(200);
  const library = await uploadToLibrary(t, f.client, "business_plan", "plan.pdf", FILES.pdf);
  expect(library.status).toBe(201);
  const meeting = await i.client.post(`/api/due-diligence/${process.id}/meetings`, meetingInput());
  expect(meeting.status).toBe(201);
  return {
    ...started,
    shared,
    pending,
    libraryId: library.json.document.id as string,
    meetingId: meeting.json.meeting.id as string,
  };
}

async function rowsOf(processId: string, sharedId: string) {
  return JSON.stringify([
    await processRow(t, processId),
    await meetingRows(t, processId),
    await documentRows(t, processId),
    await viewRows(t, sharedId),
  ]);
}

const suspended = (res: { status: number; json: { error?: { code?: string; message?: string } } }) => [
  res.status,
  res.json.error?.code,
  res.json.error?.message,
];
const REFUSED = [409, "ACCOUNT_SUSPENDED", M.accountSuspended];

describe("a process with a banned founder", () => {
  it("shows the investor the notice and refuses every action of theirs, until unbanned", async () => {
    const { f, i, process, shared, meetingId } = await busyProcess();
    const base = `/api/due-diligence/${process.id}`;
    await ban(admin, f.profile.id);
    const before = await rowsOf(process.id, shared);

    const read = await i.client.get(base);
    expect([read.status, read.json.process.counterpartSuspended]).toEqual([200, true]);
    const list = await i.client.get("/api/due-diligence");
    expect(list.json.items.map((p: { counterpartSuspended: boolean }) => p.counterpartSuspended)).toEqual([true]);
    expect((await i.client.get(`${base}/documents`)).status).toBe(200);
    expect((await i.client.get(`${base}/meetings`)).status).toBe(200);

    const answers = [
      await i.client.post(`${base}/advance`, {}),
      await i.client.post(`${base}/decline`, { reason: "terms" }),
      await i.client.post(`${base}/approve`),
      await i.client.post(`${base}/restart`),
      await i.client.post(`${base}/documents`, { categories: ["financial_statements"] }),
      await i.client.post(`/api/due-diligence/documents/${shared}/open`),
      await i.client.post(`${base}/meetings`, meetingInput({ title: "Another" })),
      await i.client.post(`${base}/meetings/${meetingId}`, { action: "cancel" }),
    ];
    expect(answers.map(suspended)).toEqual(answers.map(() => REFUSED));
    expect(await rowsOf(process.id, shared)).toBe(before);

    await unban(admin, f.profile.id);
    expect((await i.client.get(base)).json.process.counterpartSuspended).toBe(false);
    expect((await i.client.post(`/api/due-diligence/documents/${shared}/open`)).status).toBe(200);
    expect((await i.client.post(`${base}/meetings/${meetingId}`, { action: "cancel" })).status).toBe(200);
  });

  it("cannot be started with them, nor can anyone invest in their campaign", async () => {
    const { f } = await startedProcess(t);
    const other = await newInvestor(t);
    await ban(admin, f.profile.id);
    const start = await other.client.post("/api/due-diligence", { businessId: f.business.id });
    expect([start.status, start.json.error.code, start.json.error.message]).toEqual([
      404,
      "NOT_FOUND",
      M.businessNotFound,
    ]);
    expect((await other.client.get("/api/due-diligence")).json.items).toEqual([]);
    const invest = await other.client.post("/api/investor/investments", { campaignId: f.campaign.id, amount: 5_000 });
    expect([invest.status, invest.json.error.message]).toEqual([404, INVESTMENT_MESSAGES.campaignNotFound]);
    expect((await other.client.get("/api/investor/investments")).json.items).toEqual([]);

    await unban(admin, f.profile.id);
    expect((await other.client.post("/api/due-diligence", { businessId: f.business.id })).status).toBe(201);
    const invested = await other.client.post("/api/investor/investments", { campaignId: f.campaign.id, amount: 5_000 });
    expect(invested.status).toBe(201);
  });
});

describe("a process with a banned investor", () => {
  it("shows the founder the notice and refuses every action of theirs", async () => {
    const { f, i, process, shared, pending, libraryId, meetingId } = await busyProcess();
    const base = `/api/due-diligence/${process.id}`;
    await ban(admin, i.profile.id);
    const before = await rowsOf(process.id, shared);

    expect((await f.client.get(base)).json.process.counterpartSuspended).toBe(true);
    const answers = [
      await f.client.post(`${base}/advance`, {}),
      await f.client.post(`${base}/decline`, { reason: "terms" }),
      await uploadTo(t, f.client, pending, "plan.pdf", FILES.pdf),
      await f.client.post(`/api/due-diligence/documents/${pending}/from-library`, { libraryDocumentId: libraryId }),
      await f.client.post(`${base}/meetings`, meetingInput({ title: "Another" })),
      await f.client.post(`${base}/meetings/${meetingId}`, { action: "approve" }),
    ];
    expect(answers.map(suspended)).toEqual(answers.map(() => REFUSED));
    expect(await rowsOf(process.id, shared)).toBe(before);

    await unban(admin, i.profile.id);
    expect((await f.client.post(`${base}/meetings/${meetingId}`, { action: "approve" })).status).toBe(200);
  });
});
