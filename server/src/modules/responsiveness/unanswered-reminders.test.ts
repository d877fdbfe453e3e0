import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, notifications } from "../../db/schema";
import { jobHandlers } from "../../job-handlers";
import { runDueJobs } from "../../jobs/job-runner";
import { setEmailFrequency } from "../../mail/email-preferences.queries";
import { recordMails } from "../../testing/meeting-mail";
import {
  businessOf,
  daysBefore,
  firstMessage,
  hoursAfter,
  interest,
  person,
  replyIn,
} from "../../testing/responsiveness";
import { createTestApp } from "../../testing/test-app";
import { scheduleResponsivenessJobs } from "./responsiveness-jobs";

// Unanswered first messages and interest against a fake clock: one gentle reminder to the person
// asked after 7 days, one plain notice (in the app and by e-mail) to the person who asked after 14,
// each in its reader's language, never twice, and none once an answer came.

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

// Each test starts two months after the previous one: the cases of earlier tests are then beyond
// the scan's 30 days, and the jobs table emptied between tests does not bring them back.
let ASKED = new Date("2099-01-01T09:00:00Z");
beforeEach(() => {
  ASKED = hoursAfter(ASKED, 24 * 60);
});
const day = (n: number) => hoursAfter(ASKED, 24 * n);

/** The day's scan and the jobs it enqueues, all at `now`. */
async function dailyRun(now: Date) {
  await scheduleResponsivenessJobs(t.deps.db, now);
  await runDueJobs(t.deps, jobHandlers, { now: () => now, limit: 100 });
  await runDueJobs(t.deps, jobHandlers, { now: () => now, limit: 100 });
}

const notificationsOf = (userId: string) =>
  t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("unanswered first messages", () => {
  it("remind the recipient once after 7 days and tell the sender once after 14, each in their language", async () => {
    const db = t.deps.db;
    const sender = await person(db, "investor", "Kofi Investor", "en");
    const recipient = await person(db, "founder", "Amina Founder", "fr");
    await firstMessage(db, { from: sender.id, to: recipient.id, at: ASKED });

    await dailyRun(day(6));
    expect(mails.sent).toHaveLength(0);

    await dailyRun(day(7));
    expect(mails.sent).toHaveLength(1);
    const reminder = mails.sent[0];
    expect(reminder?.to).toBe(recipient.email);
    expect(reminder?.subject).toBe("Kofi Investor attend votre réponse sur Kuza");
    expect(reminder?.text).toContain("vous a envoyé un premier message il y a 7 jours");
    expect(reminder?.text).toContain(`/messages?contact=${sender.id}`);
    expect(reminder?.html).toContain('<html lang="fr">');
    expect(reminder?.text).not.toContain(sender.email);

    // Days 8 to 13: nothing more (one reminder per case, ever).
    for (const n of [8, 9, 13]) await dailyRun(day(n));
    expect(mails.sent).toHaveLength(1);
    expect(await notificationsOf(sender.id)).toHaveLength(0);

    await dailyRun(day(14));
    expect(mails.sent).toHaveLength(2);
    const notice = mails.sent[1];
    expect(notice?.to).toBe(sender.email);
    expect(notice?.subject).toBe("No answer from Amina Founder");
    expect(notice?.text).toContain("Amina Founder has not answered the message you sent 14 days ago. No answer came");
    expect(notice?.text).toContain(`/messages?contact=${recipient.id}`);
    expect(notice?.text).not.toContain(recipient.email);
    const [inApp] = await notificationsOf(sender.id);
    expect(inApp).toMatchObject({
      messageKey: "responsiveness.noAnswerMessage",
      link: `/messages?contact=${recipient.id}`,
    });
    expect(inApp?.description).toBe("Amina Founder has not answered the message you sent 14 days ago.");

    await dailyRun(day(15));
    await dailyRun(day(20));
    expect(mails.sent).toHaveLength(2);
    expect(await notificationsOf(sender.id)).toHaveLength(1);
  });

  it("stop once the recipient answers, even with a reminder already planned", async () => {
    const db = t.deps.db;
    const sender = await person(db, "investor", "Ama Investor");
    const recipient = await person(db, "founder", "Nia Founder");
    const conversationId = await firstMessage(db, { from: sender.id, to: recipient.id, at: ASKED });
    // The scan plans the reminder, then the answer comes before the job runs.
    await scheduleResponsivenessJobs(db, day(7));
    await runDueJobs(t.deps, jobHandlers, { now: () => day(7), limit: 100 });
    await replyIn(db, { conversationId, from: recipient.id, to: sender.id, at: hoursAfter(day(7), 1) });
    await runDueJobs(t.deps, jobHandlers, { now: () => hoursAfter(day(7), 2), limit: 100 });
    await dailyRun(day(14));
    await dailyRun(day(21));
    expect(mails.sent).toHaveLength(0);
    expect(await notificationsOf(sender.id)).toHaveLength(0);
  });

  it("follow the reader's choice for message e-mails: off sends none, and each carries its one-click unsubscribe", async () => {
    const db = t.deps.db;
    const sender = await person(db, "investor", "Efua Investor");
    const recipient = await person(db, "founder", "Tendai Founder");
    await setEmailFrequency(db, recipient.id, ["message"], "off");
    await firstMessage(db, { from: sender.id, to: recipient.id, at: ASKED });

    await dailyRun(day(7));
    expect(mails.sent).toHaveLength(0);

    await dailyRun(day(14));
    expect(mails.sent).toHaveLength(1);
    const notice = mails.sent[0];
    expect(notice?.to).toBe(sender.email);
    expect(notice?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(notice?.headers?.["List-Unsubscribe"]).toContain("k=message");
    // The in-app notice is not e-mailed a second time by the notification pipeline.
    await runDueJobs(t.deps, jobHandlers, { now: () => hoursAfter(day(14), 1), limit: 100 });
    expect(mails.sent).toHaveLength(1);
  });
});

describe("unanswered interest", () => {
  it("reminds the founder after 7 days and tells the investor after 14 that they may close it as no response", async () => {
    const db = t.deps.db;
    const owner = await person(db, "founder", "Esi Founder", "en");
    const businessId = await businessOf(db, owner.id, "Kente Pay");
    const investor = await person(db, "investor", "Yaw Investor", "fr");
    const processId = await interest(db, { investorId: investor.id, businessId, ownerId: owner.id, at: ASKED });
    // A second interest, answered on day 3: it gets nothing.
    const other = await person(db, "investor", "Abena Investor");
    await interest(db, { investorId: other.id, businessId, ownerId: owner.id, at: ASKED, answerAfterHours: 72 });

    await dailyRun(day(7));
    expect(mails.sent.map((m) => m.to)).toEqual([owner.email]);
    expect(mails.sent[0]?.subject).toBe("Yaw Investor is waiting for your answer about Kente Pay");
    expect(mails.sent[0]?.text).toContain(`/due-diligence/${processId}`);

    await dailyRun(day(14));
    expect(mails.sent.map((m) => m.to)).toEqual([owner.email, investor.email]);
    expect(mails.sent[1]?.subject).toBe("Pas de réponse de Kente Pay");
    expect(mails.sent[1]?.text).toContain("« Pas de réponse »");
    const [inApp] = await notificationsOf(investor.id);
    expect(inApp).toMatchObject({ messageKey: "responsiveness.noAnswerInterest", link: `/due-diligence/${processId}` });
    expect(await notificationsOf(other.id)).toHaveLength(0);
  });

  it("looks back 30 days only: older silence is not dug up", async () => {
    const db = t.deps.db;
    const sender = await person(db, "investor", "Old Investor");
    const recipient = await person(db, "founder", "Old Founder");
    await firstMessage(db, { from: sender.id, to: recipient.id, at: daysBefore(ASKED, 31) });
    await dailyRun(ASKED);
    expect(mails.sent).toHaveLength(0);
  });
});
