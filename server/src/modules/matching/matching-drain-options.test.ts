import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchCampaignActivations, notifications } from "../../db/schema";
import { matchBusiness, matchInvestor, sectorWord } from "../../testing/matching";
import { createTestApp } from "../../testing/test-app";
import { drainActivationQueue } from "./matching-notify";

// The drain's options (decision 032): batches of `batch` activations, `lanes` of them at once on
// separate connections, and a time budget checked between batches that leaves the rest queued
// for the next run.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const notesOf = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
const queued = async () => (await t.deps.db.select().from(matchCampaignActivations)).length;

/** An investor and `count` newly active campaigns that each are a Good Match for them. */
async function fanWithActivations(count: number) {
  const sector = sectorWord();
  const fan = await matchInvestor(t, { sectors: [sector], address: "Accra, Ghana" });
  // Whatever earlier tests left queued is drained first: the queue then holds these only.
  await drainActivationQueue(t.deps.db);
  for (let i = 0; i < count; i++) {
    await matchBusiness(
      t,
      { businessName: `Drain ${sector} ${i}`, businessType: sector, incorporationCountry: "Ghana" },
      { minInvestment: 1_000 },
    );
  }
  expect(await queued()).toBe(count);
  return fan;
}

describe("draining the activation queue", () => {
  it("stops between batches once its budget is spent, and the next run drains the rest", async () => {
    const fan = await fanWithActivations(3);
    const first = await drainActivationQueue(t.deps.db, { batch: 1, lanes: 1, budgetMs: 0 });
    expect(first).toEqual({ taken: 1, notified: 1, empty: false });
    expect(await queued()).toBe(2);
    expect(await notesOf(fan.profile.id)).toHaveLength(1);

    const next = await drainActivationQueue(t.deps.db, { batch: 1, lanes: 1 });
    expect(next).toEqual({ taken: 2, notified: 2, empty: true });
    expect(await queued()).toBe(0);
    // One unread notification counts the three (decision 039).
    expect((await notesOf(fan.profile.id)).map((n) => n.params?.count)).toEqual([3]);
  });

  it("takes each activation once with two lanes at once: nothing is notified twice", async () => {
    const fan = await fanWithActivations(5);
    const outcome = await drainActivationQueue(t.deps.db, { batch: 2, lanes: 2 });
    expect(outcome).toMatchObject({ taken: 5, empty: true });
    // Each batch refreshes the fan's one unread notification, adding its matches: a batch taken by
    // both lanes would count its activations twice.
    expect((await notesOf(fan.profile.id)).map((n) => n.params?.count)).toEqual([5]);
    expect(await drainActivationQueue(t.deps.db, { lanes: 2 })).toEqual({ taken: 0, notified: 0, empty: true });
  });
});
