import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../db/schema";
import { createTestApp } from "../testing/test-app";
import { runDueJobs } from "./job-runner";
import { enqueueJob } from "./jobs.queries";
import { PRUNE_JOBS_JOB, pruneJobsJob, schedulePruneJobs } from "./prune-jobs";

// Done jobs older than 7 days are deleted by a daily job; each day's run is scheduled once,
// however many processes start or however often the job runs.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(jobs);
});

const DAY = 24 * 60 * 60 * 1000;
const handlers = {
  [PRUNE_JOBS_JOB]: pruneJobsJob,
  "test.fine": async () => {},
  "test.broken": async () => Promise.reject(new Error("no")),
};

describe("pruning done jobs", () => {
  it("deletes done jobs finished more than 7 days ago, keeping newer ones and every failed one", async () => {
    const start = new Date("2026-11-01T10:00:00Z");
    await enqueueJob(t.deps.db, { kind: "test.fine", runAt: start, dedupeKey: "old" });
    await enqueueJob(t.deps.db, { kind: "test.broken", runAt: start, maxAttempts: 1 });
    await runDueJobs(t.deps, handlers, { now: () => start });
    await enqueueJob(t.deps.db, { kind: "test.fine", runAt: new Date(start.getTime() + 6 * DAY), dedupeKey: "recent" });
    await runDueJobs(t.deps, handlers, { now: () => new Date(start.getTime() + 6 * DAY) });

    const eightDaysOn = new Date(start.getTime() + 8 * DAY);
    await schedulePruneJobs(t.deps.db, eightDaysOn);
    await runDueJobs(t.deps, handlers, { now: () => eightDaysOn });
    const left = await t.deps.db.select().from(jobs);
    expect(left.find((j) => j.dedupeKey === "old")).toBeUndefined();
    expect(left.find((j) => j.dedupeKey === "recent")).toMatchObject({ state: "done" });
    expect(left.find((j) => j.kind === "test.broken")).toMatchObject({ state: "failed" });
  });

  it("schedules one run per day, however many processes start", async () => {
    const now = new Date("2026-11-26T15:00:00Z");
    expect(await schedulePruneJobs(t.deps.db, now)).toBe(2);
    expect(await schedulePruneJobs(t.deps.db, now)).toBe(0);
    const runs = await t.deps.db.select().from(jobs);
    expect(runs.map((j) => [j.dedupeKey, j.runAt.toISOString()]).sort()).toEqual([
      ["jobs.prune:2026-11-26", "2026-11-26T15:00:00.000Z"],
      ["jobs.prune:2026-11-27", "2026-11-27T03:00:00.000Z"],
    ]);
    // Today's run schedules the day after tomorrow's only once tomorrow's has run.
    await runDueJobs(t.deps, handlers, { now: () => now });
    expect(await t.deps.db.select().from(jobs)).toHaveLength(2);
    const tomorrow = new Date("2026-11-27T03:00:00Z");
    await runDueJobs(t.deps, handlers, { now: () => tomorrow });
    const keys = (await t.deps.db.select().from(jobs)).map((j) => j.dedupeKey).sort();
    expect(keys).toEqual(["jobs.prune:2026-11-26", "jobs.prune:2026-11-27", "jobs.prune:2026-11-28"]);
  });
});
