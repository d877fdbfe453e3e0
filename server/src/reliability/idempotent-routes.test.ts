import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDocuments, messages, reports, verificationRequests } from "../db/schema";
import { founderWithBusiness, signedInInvestor } from "../testing/catalogue";
import { meetingInput, meetingRows, parties, startedProcess } from "../testing/due-diligence";
import { documentRows, FILES, putRaw, requested } from "../testing/due-diligence-documents";
import { activeCampaign, rowsOf } from "../testing/investments";
import { investor, pair } from "../testing/messaging";
import { createTestApp, TEST_ORIGIN } from "../testing/test-app";

// Decision 026: every creating route takes an Idempotency-Key. The same action sent several
// times at once and once more later, with one key, answers one result every time (same status,
// same body) and makes its rows once; uploads keep one file. The same key with other bytes is 422.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Answer = { status: number; json: unknown };

/** Three at once, then one more: one answer, and `count` grows by `made`. */
async function once(send: (key: string) => Promise<Answer>, count: () => Promise<number>, made = 1) {
  const key = randomUUID();
  const before = await count();
  const bare = async () => {
    const { status, json } = await send(key);
    return { status, json };
  };
  const answers = await Promise.all([bare(), bare(), bare()]);
  answers.push(await bare());
  const [first] = answers;
  expect(first?.status, JSON.stringify(first?.json)).toBeLessThan(300);
  for (const answer of answers) expect(answer).toEqual(first);
  expect(await count()).toBe(before + made);
  return key;
}

const header = (key: string) => ({ "idempotency-key": key });
const n = async (rows: Promise<unknown[]>) => (await rows).length;
const filesIn = (folder: string) => {
  try {
    return readdirSync(path.join(t.dataDir, "files", folder), { recursive: true }).filter(
      (name) => String(name).includes(".") && !String(name).endsWith(".meta"),
    ).length;
  } catch {
    return 0;
  }
};
const put = (client: Parameters<typeof putRaw>[1], url: string, body: BodyInit, key: string) =>
  putRaw(t, client, url, body, header(key));

describe("a creating route with an Idempotency-Key runs once", () => {
  it("send message", async () => {
    const { i, conversationId } = await pair(t);
    await once(
      (key) => i.client.post(`/api/conversations/${conversationId}/messages`, { content: "Hi" }, header(key)),
      () => n(t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))),
    );
  });

  it("invest", async () => {
    const { campaign } = await activeCampaign(t);
    const { client } = await signedInInvestor(t.app);
    const body = { campaignId: campaign.id, amount: 5_000 };
    await once(
      (key) => client.post("/api/investor/investments", body, header(key)),
      () => n(rowsOf(t, campaign.id)),
    );
  });

  it("express interest", async () => {
    const { f, i } = await parties(t);
    const body = { businessId: f.business.id, campaignId: f.campaign.id };
    let made = 0;
    await once(
      async (key) => {
        const res = await i.client.post("/api/due-diligence", body, header(key));
        if (res.status === 201) made = 1;
        return res;
      },
      async () => made,
    );
  });

  it("schedule a meeting", async () => {
    const { i, process } = await startedProcess(t);
    const input = meetingInput({ date: "2099-06-01", time: "09:00" });
    await once(
      (key) => i.client.post(`/api/due-diligence/${process.id}/meetings`, input, header(key)),
      () => n(meetingRows(t, process.id)),
    );
  });

  it("request documents", async () => {
    const { i, process } = await startedProcess(t);
    await once(
      (key) => i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["pitch_deck"] }, header(key)),
      () => n(documentRows(t, process.id)),
    );
  });

  it("report", async () => {
    const f = await founderWithBusiness(t.app);
    const reporter = await investor(t);
    const body = { targetType: "business", targetId: f.business.id, reason: "fake", details: "Invented figures" };
    await once(
      (key) => reporter.client.post("/api/reports", body, header(key)),
      () => n(t.deps.db.select().from(reports).where(eq(reports.reporterId, reporter.id))),
    );
  });

  it("upload to the library: one row, one file; other bytes under the key are 422", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Kenya" });
    const url = "/api/uploads/due-diligence/library?category=pitch_deck&name=deck.pdf";
    const key = await once(
      (key) => put(f.client, url, FILES.pdf, key),
      () => n(t.deps.db.select().from(businessDocuments).where(eq(businessDocuments.businessId, f.business.id))),
    );
    expect(filesIn(`private/due-diligence-docs/${f.profile.id}/library`)).toBe(1);
    const other = await put(f.client, url, FILES.txt, key);
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("upload a requested document", async () => {
    const { f, i, process } = await startedProcess(t);
    const { pitch_deck: deck } = await requested(i.client, process.id, ["pitch_deck"]);
    const url = `/api/uploads/due-diligence/documents/${deck?.id}?name=deck.pdf`;
    const shared = async () => (await documentRows(t, process.id)).filter((d) => d.status !== "pending").length;
    await once((key) => put(f.client, url, FILES.pdf, key), shared);
    expect(filesIn(`private/due-diligence-docs/${f.profile.id}/${process.id}`)).toBe(1);
  });

  it("upload a verification certificate", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Nigeria" }, { verified: false });
    const url = "/api/uploads/verification/business?name=certificate.pdf&registrationNumber=RC%201234567";
    await once(
      (key) => put(f.client, url, FILES.pdf, key),
      () => n(t.deps.db.select().from(verificationRequests).where(eq(verificationRequests.userId, f.profile.id))),
    );
    expect(filesIn(`private/verification-docs/${f.profile.id}`)).toBe(1);
  });

  it("upload an image", async () => {
    const f = await founderWithBusiness(t.app);
    const cookie = [...f.client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    const before = filesIn("public/banners");
    await once(
      async (key) => {
        // A new form each time, as a browser's retry sends: its multipart boundary differs.
        const body = new FormData();
        body.set("file", new File([png], "logo.png", { type: "image/png" }));
        const res = await t.app.request("/api/uploads/images?folder=banners", {
          method: "POST",
          headers: { origin: TEST_ORIGIN, cookie, ...header(key) },
          body,
        });
        return { status: res.status, json: await res.json() };
      },
      async () => filesIn("public/banners") - before,
    );
  });
});
