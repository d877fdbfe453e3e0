import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseStats, userBans } from "../../db/schema";
import { jobHandlers } from "../../job-handlers";
import { runDueJobs } from "../../jobs/job-runner";
import { registerFounder, registerInvestor } from "../../testing/accounts";
import { businessOf, daysBefore, firstMessage, interest, person, replyIn } from "../../testing/responsiveness";
import { createClient, createTestApp } from "../../testing/test-app";
import { refreshResponseStats } from "./response-stats.queries";
import { scheduleResponsivenessJobs } from "./responsiveness-jobs";

// The response badge's figures on a history whose every time the test chose: what counts as a
// first message and an interest, what answers them, the minimum number of cases, the rounding,
// and that the answer names no case and nobody.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const NOW = new Date("2099-06-01T12:00:00Z");
const eqUser = (id: string) => eq(responseStats.userId, id);

describe("the response figures", () => {
  it("count each first message and interest once, by their own answers, and show only above the minimum", async () => {
    const db = t.deps.db;
    const owner = await person(db, "founder", "Amina Founder");
    const businessId = await businessOf(db, owner.id, "Shamba Fresh");
    const senders = await Promise.all(
      ["Kofi", "Ama", "Yaw", "Esi", "Kojo", "Abena", "Kwesi", "Akua", "Kwame"].map((n) =>
        person(db, "investor", `${n} Investor`),
      ),
    );
    const [a, b, c, d, e, f, g, h, k] = senders as Array<typeof owner> as [
      typeof owner,
      typeof owner,
      typeof owner,
      typeof owner,
      typeof owner,
      typeof owner,
      typeof owner,
      typeof owner,
      typeof owner,
    ];
    // Six first messages decided: five answered in 1, 2, 30, 40 and 50 hours, one unanswered for 10 days.
    await firstMessage(db, { from: a.id, to: owner.id, at: daysBefore(NOW, 100), replyAfterHours: 1 });
    await firstMessage(db, { from: b.id, to: owner.id, at: daysBefore(NOW, 90), replyAfterHours: 2 });
    await firstMessage(db, { from: c.id, to: owner.id, at: daysBefore(NOW, 80), replyAfterHours: 30 });
    await firstMessage(db, { from: d.id, to: owner.id, at: daysBefore(NOW, 70), replyAfterHours: 40 });
    await firstMessage(db, { from: e.id, to: owner.id, at: daysBefore(NOW, 60), replyAfterHours: 50 });
    await firstMessage(db, { from: f.id, to: owner.id, at: daysBefore(NOW, 10) });
    // Not counted: one still young (2 days, no answer yet), one older than the window, one the
    // founder opened (the investor's case, not hers), and one whose reply the clock has not reached.
    await firstMessage(db, { from: g.id, to: owner.id, at: daysBefore(NOW, 2) });
    await firstMessage(db, { from: h.id, to: owner.id, at: daysBefore(NOW, 400), replyAfterHours: 1 });
    const opened = await firstMessage(db, { from: owner.id, to: k.id, at: daysBefore(NOW, 50) });
    // A later message by the opener in the same conversation is not an answer.
    await replyIn(db, { conversationId: opened, from: owner.id, to: k.id, at: daysBefore(NOW, 49) });
    // Five interests decided: four answered, one unanswered for 20 days.
    for (const [n, who] of [a, b, c, d].entries()) {
      await interest(db, {
        investorId: who.id,
        businessId,
        ownerId: owner.id,
        at: daysBefore(NOW, 40 - n),
        answerAfterHours: 5,
      });
    }
    await interest(db, { investorId: e.id, businessId, ownerId: owner.id, at: daysBefore(NOW, 20) });
    // An act of the investor on their own process is not the founder's answer.
    await interest(db, { investorId: f.id, businessId, ownerId: f.id, at: daysBefore(NOW, 30), answerAfterHours: 1 });

    await refreshResponseStats(db, NOW);
    const [row] = await db.select().from(responseStats).where(eqUser(owner.id));
    expect(row).toMatchObject({
      firstMessages: 6,
      firstMessagesAnswered: 5,
      firstMessageMedianMinutes: 30 * 60,
      interests: 6,
      interestsAnswered: 4,
    });
    // The investor k got one first message from the founder, unanswered at 50 days: decided, not enough.
    const [kRow] = await db.select().from(responseStats).where(eqUser(k.id));
    expect(kRow).toMatchObject({ firstMessages: 1, firstMessagesAnswered: 0, interests: 0 });

    // The business's card and page: 5/6 answered rounds down to 80 %, the median 30 h reads "within 2 days".
    const viewer = createClient(t.app);
    await registerInvestor(viewer);
    const expected = {
      firstMessages: { cases: 6, percent: 80, replyWithin: { unit: "days", days: 2 } },
      interest: { cases: 6, percent: 65 },
    };
    const page = await viewer.get("/api/businesses?limit=50");
    const card = page.json.items.find((item: { id: string }) => item.id === businessId);
    expect(card.responseBadge).toEqual(expected);
    const detail = await viewer.get(`/api/businesses/${businessId}`);
    expect(detail.json.responseBadge).toEqual(expected);
    // Aggregates only: the answer names none of the people who wrote, nor a conversation.
    const badge = JSON.stringify(card.responseBadge);
    for (const s of senders) {
      expect(badge).not.toContain(s.id);
      expect(badge).not.toContain(s.fullName);
    }
    // Below the minimum: the investor k has one case, so no badge on their card or page.
    const investorPage = await viewer.get(`/api/investors/${k.id}`);
    expect(investorPage.status).toBe(200);
    expect(investorPage.json.investor.responseBadge).toBeNull();
  });

  it("leaves out a banned sender's messages and drops people whose cases left the window", async () => {
    const db = t.deps.db;
    const owner = await person(db, "founder", "Nia Founder");
    const spammer = await person(db, "investor", "Spam Investor");
    for (let n = 0; n < 5; n += 1) {
      const other = await person(db, "investor", `Other ${n}`);
      await firstMessage(db, { from: other.id, to: owner.id, at: daysBefore(NOW, 30 + n), replyAfterHours: 2 });
    }
    await firstMessage(db, { from: spammer.id, to: owner.id, at: daysBefore(NOW, 20) });
    await db.insert(userBans).values({ userId: spammer.id, reason: "spam" });
    await refreshResponseStats(db, NOW);
    const [row] = await db.select().from(responseStats).where(eqUser(owner.id));
    expect(row).toMatchObject({ firstMessages: 5, firstMessagesAnswered: 5, firstMessageMedianMinutes: 120 });

    // A year and more later every case has left the window: the row goes.
    await refreshResponseStats(db, new Date(NOW.getTime() + 400 * 24 * 3_600_000));
    expect(await db.select().from(responseStats).where(eqUser(owner.id))).toEqual([]);
  });

  it("is refreshed by the hourly job, scheduled once per hour whoever asks", async () => {
    const db = t.deps.db;
    const founder = createClient(t.app);
    const me = await registerFounder(founder);
    await db.delete(responseStats);
    const at = new Date("2099-07-01T10:05:00Z");
    expect(await scheduleResponsivenessJobs(db, at)).toBe(2);
    expect(await scheduleResponsivenessJobs(db, new Date("2099-07-01T10:55:00Z"))).toBe(0);
    await runDueJobs(t.deps, jobHandlers, { now: () => at, limit: 50 });
    const rows = await db.select().from(responseStats);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.refreshedAt.getTime() === at.getTime())).toBe(true);
    expect(rows.some((r) => r.userId === me.id)).toBe(false);
    // The next hour adds a refresh, not the day's scan.
    expect(await scheduleResponsivenessJobs(db, new Date("2099-07-01T11:00:00Z"))).toBe(1);
  });
});
