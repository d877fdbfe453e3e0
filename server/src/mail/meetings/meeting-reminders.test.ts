import { DEFAULT_EMAIL_PREFERENCES } from "@domain/notifications/email-kinds";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dueDiligenceMeetings, jobs } from "../../db/schema";
import { jobHandlers } from "../../job-handlers";
import { runDueJobs } from "../../jobs/job-runner";
import { ban } from "../../testing/bans";
import { calendarPartOf, icsOf, outboxFilesTo, proposedMeeting, recordMails } from "../../testing/meeting-mail";
import { admin } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { enqueueMeetingReminders, MEETING_REMINDER_JOB } from "./meeting-reminder-job";

// Meeting reminders 24 hours and 1 hour before the start, to both parties, each in their language
// and time zone, run by the job queue against a fake clock: sent once, never for a meeting that is
// no longer scheduled at that start or whose party is banned, and not planned once their time passed.

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

// The meeting of proposedMeeting: 2099-03-10 at 09:15 in Lagos, 08:15 UTC.
const DAY_BEFORE = new Date("2099-03-09T08:15:00Z");
const HOUR_BEFORE = new Date("2099-03-10T07:15:00Z");
const at =
  (date: Date, offsetMs = 0) =>
  () =>
    new Date(date.getTime() + offsetMs);
// Reminders only: activating a campaign also enqueues a match-notification drain (decision 032).
const run = (now: () => Date) => runDueJobs(t.deps, jobHandlers, { now, limit: 100, kinds: [MEETING_REMINDER_JOB] });
const reminderJobs = () => t.deps.db.select().from(jobs).where(eq(jobs.kind, MEETING_REMINDER_JOB));

const LAGOS_INVESTOR = { timeZone: "Africa/Lagos", locale: "en" } as const;
const NAIROBI_FOUNDER = { timeZone: "Africa/Nairobi", locale: "fr" } as const;

describe("meeting reminders", () => {
  it("reach both parties 24 hours and 1 hour before, once each, in their own language and time zone", async () => {
    const { f, i, id, act } = await proposedMeeting(t, { investor: LAGOS_INVESTOR, founder: NAIROBI_FOUNDER });
    await run(at(DAY_BEFORE, 3_600_000));
    expect(mails.sent).toHaveLength(0); // nothing is planned before the approval
    await act(f, "approve");

    await run(at(DAY_BEFORE, -60_000));
    expect(mails.sent).toHaveLength(0);
    expect(await run(at(DAY_BEFORE))).toEqual({ done: 2, retried: 0, failed: 0 });
    const toInvestor = mails.sent.find((mail) => mail.to === i.profile.email);
    const toFounder = mails.sent.find((mail) => mail.to === f.profile.email);
    expect(toInvestor?.subject).toBe("Reminder: Due Diligence Meeting with Shamba Fresh in 24 hours");
    expect(toInvestor?.text).toContain("Your meeting with Shamba Fresh starts in 24 hours.");
    expect(toInvestor?.text).toMatch(/^When: Tuesday, March 10, 2099 at 9:15\sAM \(Africa\/Lagos\)$/m);
    expect(toFounder?.subject).toBe("Rappel\u00a0: Due Diligence Meeting with Shamba Fresh dans 24 heures");
    expect(toFounder?.text).toContain("Votre réunion avec Kofi Investor commence dans 24 heures.");
    expect(toFounder?.text).toMatch(/^Quand\u00a0: mardi 10 mars 2099 à 11:15 \(Africa\/Nairobi\)$/m);
    expect(toFounder?.html).toContain('<html lang="fr">');
    // Each carries the invitation, made out to its own reader only.
    expect(icsOf(toInvestor)).toContain(`mailto:${i.profile.email}`);
    expect(icsOf(toFounder)).toContain(`mailto:${f.profile.email}`);
    expect(JSON.stringify(toFounder)).not.toContain(i.profile.email);
    expect(JSON.stringify(toInvestor)).not.toContain(f.profile.email);
    expect(icsOf(toFounder)).toContain(`UID:${id}@kuza`);

    // Run again at the same moment, and just before the next: nothing more.
    await run(at(DAY_BEFORE, 60_000));
    await run(at(HOUR_BEFORE, -60_000));
    expect(mails.sent).toHaveLength(2);

    expect(await run(at(HOUR_BEFORE))).toMatchObject({ done: 2 });
    const [investorLast, founderLast] = [i, f].map((p) => mails.sent.filter((m) => m.to === p.profile.email).at(-1));
    expect(investorLast?.subject).toBe("Reminder: Due Diligence Meeting with Shamba Fresh in 1 hour");
    expect(founderLast?.subject).toBe("Rappel\u00a0: Due Diligence Meeting with Shamba Fresh dans 1 heure");
    expect(founderLast?.text).toContain("Votre réunion avec Kofi Investor commence dans 1 heure.");

    await run(at(HOUR_BEFORE, 2 * 3_600_000));
    expect(mails.sent).toHaveLength(4);
    expect(mails.sent.filter((m) => m.to === i.profile.email)).toHaveLength(2);
    expect(mails.sent.filter((m) => m.to === f.profile.email)).toHaveLength(2);
  });

  it("writes each reminder to the outbox with the .ics attached as a calendar invitation", async () => {
    const { f, i, id, act } = await proposedMeeting(t, { investor: LAGOS_INVESTOR, founder: NAIROBI_FOUNDER });
    await act(f, "approve");
    await run(at(DAY_BEFORE));
    const [eml] = outboxFilesTo(t.dataDir, f.profile.email);
    const part = calendarPartOf(eml ?? "");
    expect(part.headers).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(part.headers).toContain(`reunion-${id}.ics`);
    expect(part.content).toContain("METHOD:REQUEST\r\n");
    expect(part.content).toContain("DTSTART:20990310T081500Z\r\n");
    expect(part.content).toContain("SEQUENCE:1\r\n");
    expect(part.content).not.toContain(i.profile.email);
  });

  it("sends nothing for a meeting cancelled after its approval, and its jobs end done", async () => {
    const { f, i, act } = await proposedMeeting(t, { investor: LAGOS_INVESTOR, founder: NAIROBI_FOUNDER });
    await act(f, "approve");
    await act(i, "cancel");
    expect(await run(at(DAY_BEFORE))).toEqual({ done: 2, retried: 0, failed: 0 });
    expect(await run(at(HOUR_BEFORE))).toEqual({ done: 2, retried: 0, failed: 0 });
    expect(mails.sent).toHaveLength(0);
    const rows = await reminderJobs();
    expect(rows.map((row) => row.state)).toEqual(["done", "done", "done", "done"]);
  });

  it("sends nothing at a moved meeting's old times, and the reminders of its new start", async () => {
    const { f, id, act } = await proposedMeeting(t, { investor: LAGOS_INVESTOR, founder: NAIROBI_FOUNDER });
    await act(f, "approve");
    // Moved a day later (meetings have no reschedule action: a future one would enqueue like this).
    const movedTo = new Date("2099-03-11T08:15:00Z");
    await t.deps.db.update(dueDiligenceMeetings).set({ startsAt: movedTo }).where(eq(dueDiligenceMeetings.id, id));
    const [row] = await t.deps.db.select().from(dueDiligenceMeetings).where(eq(dueDiligenceMeetings.id, id));
    const parties = [...new Set((await reminderJobs()).map((job) => String(job.payload.recipientId)))];
    expect(await enqueueMeetingReminders(t.deps.db, { id, startsAt: movedTo }, parties, DAY_BEFORE)).toBe(4);
    expect(row?.startsAt).toEqual(movedTo);

    await run(at(DAY_BEFORE));
    await run(at(HOUR_BEFORE));
    expect(mails.sent).toHaveLength(0);
    await run(at(HOUR_BEFORE, 23 * 3_600_000 + 60_000)); // the day before the new start
    expect(mails.sent.map((mail) => mail.subject).sort()).toEqual([
      "Rappel\u00a0: Due Diligence Meeting with Shamba Fresh dans 24 heures",
      "Reminder: Due Diligence Meeting with Shamba Fresh in 24 hours",
    ]);
    expect(mails.sent[0]?.text).toMatch(/March 11, 2099|11 mars 2099/);
  });

  it("does not plan a reminder whose time has passed: approved 5 hours ahead, only the 1-hour one", async () => {
    const { f, i, id, act } = await proposedMeeting(t, { investor: LAGOS_INVESTOR, founder: NAIROBI_FOUNDER });
    const startsAt = new Date(Math.ceil((Date.now() + 5 * 3_600_000) / 60_000) * 60_000);
    await t.deps.db.update(dueDiligenceMeetings).set({ startsAt }).where(eq(dueDiligenceMeetings.id, id));
    await act(f, "approve");
    const planned = await reminderJobs();
    expect(planned.map((job) => job.payload.offset)).toEqual(["1h", "1h"]);
    expect(planned.map((job) => job.runAt.getTime())).toEqual([1, 1].map(() => startsAt.getTime() - 3_600_000));

    await run(at(startsAt, -3_600_000));
    expect(mails.sent.map((mail) => mail.to).sort()).toEqual([f.profile.email, i.profile.email].sort());
    expect(mails.sent.every((mail) => /1 (hour|heure)/.test(mail.subject))).toBe(true);
  });

  it("plans the same reminders once however often they are enqueued", async () => {
    const { f, id, act } = await proposedMeeting(t);
    await act(f, "approve");
    const parties = [...new Set((await reminderJobs()).map((job) => String(job.payload.recipientId)))];
    const startsAt = new Date("2099-03-10T08:15:00Z");
    expect(await enqueueMeetingReminders(t.deps.db, { id, startsAt }, parties)).toBe(0);
    expect(await reminderJobs()).toHaveLength(4);
  });

  it("sends no reminder to either party while one of them is banned", async () => {
    const { f, act } = await proposedMeeting(t, { investor: LAGOS_INVESTOR, founder: NAIROBI_FOUNDER });
    await act(f, "approve");
    await ban(await admin(t), f.profile.id);
    expect(await run(at(DAY_BEFORE))).toMatchObject({ done: 2, failed: 0 });
    expect(mails.sent).toHaveLength(0);
  });

  it("goes only to the party who did not turn meeting e-mails off (decision 028)", async () => {
    const { f, i, act } = await proposedMeeting(t, { investor: LAGOS_INVESTOR, founder: NAIROBI_FOUNDER });
    const off = { ...DEFAULT_EMAIL_PREFERENCES, meeting: "off" };
    expect((await f.client.put("/api/account/email-preferences", off)).status).toBe(200);
    await act(f, "approve");
    expect(await run(at(DAY_BEFORE))).toMatchObject({ done: 2, failed: 0 });
    expect(mails.sent.map((mail) => mail.to)).toEqual([i.profile.email]);
    expect(mails.sent[0]?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("shows UTC, by name, to a party who has no time zone yet", async () => {
    const { f, i, act } = await proposedMeeting(t, { founder: NAIROBI_FOUNDER });
    await act(f, "approve");
    await run(at(DAY_BEFORE));
    const toInvestor = mails.sent.find((mail) => mail.to === i.profile.email);
    expect(toInvestor?.text).toMatch(/^When: Tuesday, March 10, 2099 at 8:15\sAM \(UTC\)$/m);
  });
});
