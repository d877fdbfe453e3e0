import { inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, notifications } from "../../../db/schema";
import { jobHandlers } from "../../../job-handlers";
import { runDueJobs } from "../../../jobs/job-runner";
import { meetingInput, parties, startedProcess } from "../../../testing/due-diligence";
import { icsOf, outboxFilesTo, proposedMeeting, recordMails } from "../../../testing/meeting-mail";
import { createTestApp } from "../../../testing/test-app";
import { enqueueNotificationEmails } from "../notify";
import { EMAIL_JOB_KINDS } from "./enqueue-notification-emails";

// Notifications' e-mails (decision 028) through the job queue and the development outbox: at once
// in the recipient's language with a link to the thing and a one-click unsubscribe, or nothing
// when the kind is off; meetings with their invitation attached.

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
const runNow = () =>
  runDueJobs(t.deps, jobHandlers, { now: () => new Date(Date.now() + 1_000), limit: 100, kinds: EMAIL_JOB_KINDS });

/** A raw .eml's headers with folded lines joined. */
const headersOf = (eml: string) => eml.slice(0, eml.indexOf("\n\n")).replace(/\n[ \t]+/g, " ");

describe("an interest expressed", () => {
  it("is e-mailed to the founder at once, in English, linking to the process, with a one-click unsubscribe", async () => {
    const { f, i, process } = await startedProcess(t);
    expect(await runNow()).toMatchObject({ done: 1, failed: 0 });
    const mail = mails.sent.find((m) => m.to === f.profile.email);
    expect(mail?.subject).toBe("Kofi Investor expressed interest in Shamba Fresh and started due diligence");
    expect(mail?.text).toContain("Hello Amina Founder,");
    expect(mail?.text).toContain(`Open it on Kuza: http://localhost:3000/due-diligence/${process.id}`);
    expect(mail?.text).toContain("You receive this e-mail because “Interest expressed” e-mails are on");
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain(`href="http://localhost:3000/due-diligence/${process.id}"`);
    expect(mail?.html).toContain('name="viewport"');
    // Nothing for the investor, and no file or file link in any mail.
    expect(mails.sent.filter((m) => m.to === i.profile.email)).toHaveLength(0);
    expect(JSON.stringify(mail)).not.toMatch(/\/api\/(files|due-diligence)|attachment/i);

    const [eml] = outboxFilesTo(t.dataDir, f.profile.email);
    const headers = headersOf(eml ?? "");
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: <http://localhost:3000/api/email/unsubscribe\\?u=${f.profile.id}&k=interest&t=[\\w-]{43}>$`,
        "m",
      ),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // The same event is never e-mailed twice.
    await runNow();
    expect(mails.sent).toHaveLength(1);
  });

  it("reads in French for a founder who chose French", async () => {
    const { f } = await startedProcessWithFounderLocale("fr");
    await runNow();
    const mail = mails.sent.find((m) => m.to === f.profile.email);
    expect(mail?.text).toContain("Bonjour Amina Founder,");
    expect(mail?.text).toContain("Voir sur Kuza");
    expect(mail?.text).toContain("Se désabonner");
    expect(mail?.subject).toMatch(/Kofi Investor/);
    expect(mail?.html).toContain('<html lang="fr">');
  });

  it("is not e-mailed to a founder who turned interest e-mails off", async () => {
    const { f } = await startedProcessWithFounderPrefs({ interest: "off" });
    await runNow();
    expect(mails.sent.filter((m) => m.to === f.profile.email)).toHaveLength(0);
    expect(await t.deps.db.select().from(jobs).where(inArray(jobs.kind, EMAIL_JOB_KINDS))).toHaveLength(0);
  });
});

describe("a meeting", () => {
  it("proposed, approved and cancelled: each e-mailed to the other party with its .ics", async () => {
    const { f, i, act } = await proposedMeeting(t, { founder: { locale: "fr", timeZone: "Africa/Nairobi" } });
    await runNow();
    const proposal = mails.sent.find((m) => m.to === f.profile.email && m.attachments?.length);
    expect(proposal?.subject).toBe("Réunion proposée\u00a0: Due Diligence Meeting with Shamba Fresh");
    expect(icsOf(proposal)).toContain("METHOD:REQUEST");
    expect(proposal?.headers?.["List-Unsubscribe"]).toMatch(/k=meeting&/);
    await act(f, "approve");
    await runNow();
    const approved = mails.sent.find((m) => m.to === i.profile.email && m.attachments?.length);
    expect(approved?.subject).toMatch(/^Meeting confirmed/);
    await act(i, "cancel");
    await runNow();
    const cancelled = mails.sent.filter((m) => m.to === f.profile.email).at(-1);
    expect(icsOf(cancelled)).toContain("METHOD:CANCEL");
  });

  it("sends no meeting e-mail to a party who turned meetings off", async () => {
    const { f, i } = await parties(t);
    await savePrefs(f, { meeting: "off" });
    const res = await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
    const base = `/api/due-diligence/${res.json.process.id}/meetings`;
    expect((await i.client.post(base, meetingInput())).status).toBe(201);
    await runNow();
    // The interest is e-mailed; the meeting proposal is not.
    expect(mails.sent.filter((m) => m.to === f.profile.email).map((m) => m.attachments?.length ?? 0)).toEqual([0]);
  });
});

describe("notifications created in bulk", () => {
  it("enqueue one e-mail each through enqueueNotificationEmails, by each recipient's choice, and never twice", async () => {
    const { f, i } = await startedProcess(t);
    await t.deps.db.delete(jobs);
    const rows = await t.deps.db
      .insert(notifications)
      .values([
        {
          userId: i.profile.id,
          type: "investment",
          messageKey: "investment.confirmed",
          params: { amount: 5000, campaign: "Seed", business: "Shamba Fresh" },
          title: "x",
          description: "y",
          link: "/investor/investments",
        },
        {
          userId: f.profile.id,
          type: "system",
          messageKey: "sample.interest",
          params: { investor: "A", business: "B" },
          title: "x",
          description: "y",
        },
      ])
      .returning();
    expect(await enqueueNotificationEmails(t.deps.db, rows)).toBe(1);
    expect(await enqueueNotificationEmails(t.deps.db, rows)).toBe(0);
    await runNow();
    expect(mails.sent.map((m) => m.to)).toEqual([i.profile.email]);
    expect(mails.sent[0]?.text).toContain("http://localhost:3000/investor/investments");
  });
});

type Person = Awaited<ReturnType<typeof parties>>["f"];

async function savePrefs(who: Person, changes: Record<string, string>) {
  const current = (await who.client.get("/api/account/email-preferences")).json;
  expect((await who.client.put("/api/account/email-preferences", { ...current, ...changes })).status).toBe(200);
}

async function startedProcessWithFounderLocale(locale: "en" | "fr") {
  const { f, i } = await parties(t);
  expect((await f.client.patch("/api/account/locale", { locale })).status).toBe(200);
  const res = await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
  expect(res.status).toBe(201);
  return { f, i };
}

async function startedProcessWithFounderPrefs(changes: Record<string, string>) {
  const { f, i } = await parties(t);
  await savePrefs(f, changes);
  const res = await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
  expect(res.status).toBe(201);
  return { f, i };
}
