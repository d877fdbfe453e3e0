import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../../db/schema";
import { jobHandlers } from "../../../job-handlers";
import { runDueJobs } from "../../../jobs/job-runner";
import { parties } from "../../../testing/due-diligence";
import { recordMails } from "../../../testing/meeting-mail";
import { pair, send } from "../../../testing/messaging";
import { createTestApp } from "../../../testing/test-app";
import { DIGEST_EMAIL_JOB, EMAIL_JOB_KINDS, MESSAGES_EMAIL_JOB } from "./enqueue-notification-emails";

// The daily digest against a fake clock, and messages e-mailed grouped per conversation and
// quiet period, only to a recipient who has not read them and is not reading live (decision 028).

let t: Awaited<ReturnType<typeof createTestApp>>;
let mails: ReturnType<typeof recordMails>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(jobs);
  mails = recordMails(t);
});
afterEach(() => mails.stop());

// The e-mail jobs only: activating a campaign also queues a match-notification drain (decision 032).
const run = (at: Date) => runDueJobs(t.deps, jobHandlers, { now: () => at, limit: 100, kinds: EMAIL_JOB_KINDS });
const jobsOf = async (kind: string) => (await t.deps.db.select().from(jobs)).filter((job) => job.kind === kind);

describe("the daily digest", () => {
  it("batches a digest kind's events into one e-mail at 07:00 of the recipient's day, once", async () => {
    const { f, i } = await parties(t);
    const prefs = (await f.client.get("/api/account/email-preferences")).json;
    expect((await f.client.put("/api/account/email-preferences", { ...prefs, interest: "digest" })).status).toBe(200);
    expect((await f.client.patch("/api/account/time-zone", { timeZone: "Africa/Nairobi" })).status).toBe(200);
    expect((await f.client.patch("/api/account/locale", { locale: "fr" })).status).toBe(200);
    const started = await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
    expect(started.status).toBe(201);
    // A second event of a digest kind adds no second digest job.
    const other = await parties(t);
    const second = await i.client.post("/api/due-diligence", {
      businessId: other.f.business.id,
      campaignId: other.f.campaign.id,
    });
    expect(second.status).toBe(201);

    const [digest, ...more] = await jobsOf(DIGEST_EMAIL_JOB);
    expect(more).toHaveLength(0);
    // 07:00 in Nairobi (UTC+3) is 04:00 UTC.
    expect(digest?.runAt.getUTCHours()).toBe(4);
    expect(digest?.runAt.getUTCMinutes()).toBe(0);
    expect(digest?.dedupeKey).toMatch(new RegExp(`^email:digest:${f.profile.id}:\\d{4}-\\d{2}-\\d{2}$`));
    const runAt = digest?.runAt ?? new Date();

    // Nothing at once, nothing before 07:00.
    await run(new Date(runAt.getTime() - 60_000));
    expect(mails.sent.filter((m) => m.to === f.profile.email)).toHaveLength(0);
    await run(runAt);
    const sent = mails.sent.filter((m) => m.to === f.profile.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Votre résumé quotidien de Kuza");
    expect(sent[0]?.text).toContain(`/due-diligence/${started.json.process.id}`);
    expect(sent[0]?.headers?.["List-Unsubscribe"]).toMatch(/k=digest&/);
    await run(new Date(runAt.getTime() + 3_600_000));
    expect(mails.sent.filter((m) => m.to === f.profile.email)).toHaveLength(1);
  });

  it("sends nothing when what it would list was read in the app meanwhile", async () => {
    const { f, i } = await parties(t);
    const prefs = (await f.client.get("/api/account/email-preferences")).json;
    await f.client.put("/api/account/email-preferences", { ...prefs, interest: "digest" });
    await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
    expect((await f.client.post("/api/notifications/read-all", {})).status).toBe(200);
    const [digest] = await jobsOf(DIGEST_EMAIL_JOB);
    expect(await run(digest?.runAt ?? new Date())).toMatchObject({ done: 1 });
    expect(mails.sent).toHaveLength(0);
  });
});

describe("messages", () => {
  it("are e-mailed once per conversation and quiet period, when the period ends, naming the sender only", async () => {
    const { f, i, conversationId } = await pair(t);
    await send(i, conversationId, "First, with a secret figure 123456");
    await send(i, conversationId, "Second");
    await send(i, conversationId, "Third");
    const queued = await jobsOf(MESSAGES_EMAIL_JOB);
    expect(queued.length).toBeGreaterThanOrEqual(1);
    // Three messages within a period: one job (two if the clock crossed a period boundary meanwhile).
    expect(queued.length).toBeLessThanOrEqual(2);
    const first = queued.sort((a, b) => a.runAt.getTime() - b.runAt.getTime())[0];
    expect((first?.runAt.getTime() ?? 0) % 600_000).toBe(0);
    await run(new Date((first?.runAt.getTime() ?? 0) - 1_000));
    expect(mails.sent).toHaveLength(0);
    await run(new Date((first?.runAt.getTime() ?? 0) + 600_000));
    const toFounder = mails.sent.filter((m) => m.to === f.profile.email);
    expect(toFounder).toHaveLength(1);
    expect(toFounder[0]?.subject).toBe(`New messages from ${i.profile.fullName}`);
    expect(toFounder[0]?.text).toContain(`/messages?contact=${i.id}`);
    expect(JSON.stringify(toFounder[0])).not.toContain("123456");
  });

  it("are not e-mailed once read, nor while the recipient reads live", async () => {
    const read = await pair(t);
    await send(read.i, read.conversationId, "Hello");
    expect((await read.f.client.post(`/api/conversations/${read.conversationId}/read`, {})).status).toBe(200);

    const live = await pair(t);
    const stream = t.deps.realtime.subscribe(live.f.id, async () => {});
    await send(live.i, live.conversationId, "Hello");
    const [job] = await jobsOf(MESSAGES_EMAIL_JOB);
    await run(new Date((job?.runAt.getTime() ?? 0) + 600_000));
    stream?.close();
    expect(mails.sent).toHaveLength(0);
  });
});
