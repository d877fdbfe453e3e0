import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, notifications } from "../../db/schema";
import { runDueJobs } from "../../jobs/job-runner";
import { createCampaign } from "../../testing/catalogue";
import { matchBusiness, matchInvestor, sectorWord } from "../../testing/matching";
import { createTestApp } from "../../testing/test-app";
import { notify, notifyMany } from "../notifications/notify";
import { drainActivations, MATCH_ACTIVATIONS_JOB, matchActivationsJob } from "./matching-notify";

// Match notifications on the job queue (decision 032): an activation enqueues its drain job in
// the same transaction, the job notifies in bulk, and the bulk write keeps notify()'s refresh of
// an unread notification with the same key.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const notesOf = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
const drainJobs = () =>
  t.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MATCH_ACTIVATIONS_JOB), eq(jobs.state, "pending")));

describe("match notifications as a job", () => {
  it("are sent by the drain job that activating a campaign enqueued", async () => {
    const sector = sectorWord();
    const fan = await matchInvestor(t, { sectors: [sector], address: "Accra, Ghana" });
    await drainActivations(t.deps.db);
    await t.deps.db.delete(jobs);
    const founder = await matchBusiness(t, {
      businessName: `Job ${sector}`,
      businessType: sector,
      incorporationCountry: "Ghana",
    });
    const draft = await createCampaign(founder.client, { status: "draft", minInvestment: 1_000 });
    expect(await drainJobs()).toEqual([]);
    const activated = await founder.client.put(`/api/founder/campaigns/${draft.id}`, { ...draft, status: "active" });
    expect(activated.status).toBe(200);
    expect(await drainJobs()).toHaveLength(1);

    const outcome = await runDueJobs(
      t.deps,
      { [MATCH_ACTIVATIONS_JOB]: matchActivationsJob },
      { now: () => new Date(Date.now() + 1_000) },
    );
    expect(outcome).toMatchObject({ done: 1, failed: 0 });
    const notes = await notesOf(fan.profile.id);
    expect(notes.map((n) => n.title)).toEqual([`New match: Job ${sector}`]);
    expect(await drainJobs()).toEqual([]);
  });

  it("gather an investor's new matches in one unread notification, named by the best, until it is read", async () => {
    const sector = sectorWord();
    // Sector 25 + ticket 20 + location 15 = 60; growth over 30 % adds its points to the best.
    const fan = await matchInvestor(t, { sectors: [sector], address: "Accra, Ghana" });
    await drainActivations(t.deps.db);
    const activate = async (name: string, growthRate: number) => {
      const founder = await matchBusiness(t, {
        businessName: name,
        businessType: sector,
        incorporationCountry: "Ghana",
        tractionMetrics: { revenue: 0, users: 0, growthRate },
      });
      const draft = await createCampaign(founder.client, { status: "draft", minInvestment: 1_000 });
      await founder.client.put(`/api/founder/campaigns/${draft.id}`, { ...draft, status: "active" });
      return { business: founder.business, campaign: draft };
    };
    await activate(`Plain ${sector}`, 0);
    const best = await activate(`Best ${sector}`, 45);
    await activate(`Other ${sector}`, 0);
    await drainActivations(t.deps.db);

    const [note, ...more] = await notesOf(fan.profile.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      messageKey: "match.new",
      params: { name: `Best ${sector}`, count: 3 },
      link: `/businesses/${best.business.id}/campaign/${best.campaign.id}`,
    });
    const read = async (language: string) =>
      (await fan.client.get("/api/notifications", { "accept-language": language })).json.notifications[0];
    expect(await read("en")).toMatchObject({ title: "3 new matches" });
    expect((await read("en")).description).toMatch(new RegExp(`^The latest: Seed round \\(Best ${sector}\\) is a `));
    expect(await read("fr")).toMatchObject({ title: "3 nouvelles correspondances" });
    expect((await read("fr")).description).toMatch(/^La plus récente\u00a0: Seed round \(Best /);

    // A later batch adds to it while it is unread; once read, the next match starts a new one.
    await activate(`Late ${sector}`, 0);
    await drainActivations(t.deps.db);
    expect((await notesOf(fan.profile.id)).map((n) => n.params?.count)).toEqual([4]);
    await t.deps.db.update(notifications).set({ read: true }).where(eq(notifications.userId, fan.profile.id));
    await activate(`Fresh ${sector}`, 0);
    await drainActivations(t.deps.db);
    const fresh = (await notesOf(fan.profile.id)).find((n) => !n.read);
    expect(fresh).toMatchObject({ title: `New match: Fresh ${sector}`, params: { count: 1 } });
  });

  it("add up counts of one key while unread, in bulk as one by one", async () => {
    const reader = await matchInvestor(t, { sectors: [sectorWord()], address: null });
    const input = (count: number) => ({
      userId: reader.profile.id,
      key: "match.new" as const,
      params: { name: "Count Co", title: "Seed round", score: 70, count },
      link: "/businesses/x/campaign/y",
      dedupeKey: "matches",
    });
    await notify(t.deps.db, input(2));
    await notifyMany(t.deps.db, [input(3), input(4)]);
    await notify(t.deps.db, input(1));
    expect((await notesOf(reader.profile.id)).map((n) => n.params?.count)).toEqual([10]);
  });

  it("refresh an unread notification of the same key instead of adding one, in bulk as one by one", async () => {
    const reader = await matchInvestor(t, { sectors: [sectorWord()], address: null });
    const input = (score: number) => ({
      userId: reader.profile.id,
      key: "match.new" as const,
      params: { name: "Bulk Co", title: "Seed round", score },
      link: "/businesses/x/campaign/y",
      dedupeKey: "match:bulk-test",
    });
    const first = await notifyMany(t.deps.db, [input(61)]);
    // Twice in one bulk: the later one is kept, as two notify() calls would leave it.
    const second = await notifyMany(t.deps.db, [input(70), input(75)]);
    expect(second).toHaveLength(1);
    expect(second[0]?.id).toBe(first[0]?.id);
    const notes = await notesOf(reader.profile.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.description).toContain("(75)");
    // Once read, the same key starts a new notification.
    await t.deps.db.update(notifications).set({ read: true }).where(eq(notifications.userId, reader.profile.id));
    await notifyMany(t.deps.db, [input(80)]);
    expect(await notesOf(reader.profile.id)).toHaveLength(2);
  });
});
