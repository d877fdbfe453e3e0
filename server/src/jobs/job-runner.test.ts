import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../db/schema";
import { createTestApp } from "../testing/test-app";
import { JOB_LEASE_MS, type JobHandlers, runDueJobs } from "./job-runner";
import { claimDueJobs, enqueueJob, enqueueJobs } from "./jobs.queries";

// The queue's promises on one database: scheduling against a fake clock, once per dedupe key,
// retries with backoff until failed, and a job whose process died is taken again after its lease.

describe("the job queue", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let clock: Date;
  const now = () => clock;
  const ran: string[] = [];
  let failuresLeft = 0;
  const handlers: JobHandlers = {
    "test.record": async (_deps, payload) => {
      ran.push(String(payload.name));
    },
    "test.flaky": async (_deps, payload) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("smtp refused");
      }
      ran.push(String(payload.name));
    },
  };
  const stateOf = async (name: string) => {
    const rows = await app.deps.db.select().from(jobs);
    return rows.find((row) => row.payload.name === name);
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.deps.db.delete(jobs);
    ran.length = 0;
    // The fake clock starts just after the real one: jobs enqueued without a time are due at once.
    clock = new Date(Date.now() + 5_000);
  });

  it("runs a job once its time has come, and only then", async () => {
    await enqueueJob(app.deps.db, {
      kind: "test.record",
      payload: { name: "later" },
      runAt: new Date(clock.getTime() + 3_600_000),
    });
    expect(await runDueJobs(app.deps, handlers, { now })).toEqual({ done: 0, retried: 0, failed: 0 });
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await runDueJobs(app.deps, handlers, { now })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(ran).toEqual(["later"]);
    expect(await stateOf("later")).toMatchObject({ state: "done", attempts: 1 });
    // Done is done: a later run does not repeat it.
    await runDueJobs(app.deps, handlers, { now });
    expect(ran).toEqual(["later"]);
  });

  it("adds one job per dedupe key, however often the event is enqueued", async () => {
    const job = { kind: "test.record", payload: { name: "once" }, dedupeKey: "event:1" };
    expect(await enqueueJobs(app.deps.db, [job, { ...job, dedupeKey: "event:2" }])).toBe(2);
    expect(await enqueueJob(app.deps.db, job)).toBe(0);
    await runDueJobs(app.deps, handlers, { now });
    // Still refused after the first one ran.
    expect(await enqueueJob(app.deps.db, job)).toBe(0);
    await runDueJobs(app.deps, handlers, { now });
    expect(ran).toEqual(["once", "once"]);
  });

  it("retries a failing job after 30 s, then 1 min, and marks it failed when its attempts are used", async () => {
    failuresLeft = 99;
    await enqueueJob(app.deps.db, { kind: "test.flaky", payload: { name: "flaky" }, maxAttempts: 3 });
    expect(await runDueJobs(app.deps, handlers, { now })).toMatchObject({ retried: 1 });
    expect(await stateOf("flaky")).toMatchObject({ state: "pending", attempts: 1, lastError: "smtp refused" });
    clock = new Date(clock.getTime() + 29_000);
    expect(await runDueJobs(app.deps, handlers, { now })).toMatchObject({ retried: 0 });
    clock = new Date(clock.getTime() + 1_000);
    expect(await runDueJobs(app.deps, handlers, { now })).toMatchObject({ retried: 1 });
    clock = new Date(clock.getTime() + 60_000);
    expect(await runDueJobs(app.deps, handlers, { now })).toMatchObject({ failed: 1 });
    expect(await stateOf("flaky")).toMatchObject({ state: "failed", attempts: 3 });
    expect(ran).toEqual([]);
  });

  it("succeeds on a later attempt after a failure", async () => {
    failuresLeft = 1;
    await enqueueJob(app.deps.db, { kind: "test.flaky", payload: { name: "second time" } });
    await runDueJobs(app.deps, handlers, { now });
    clock = new Date(clock.getTime() + 30_000);
    await runDueJobs(app.deps, handlers, { now });
    expect(ran).toEqual(["second time"]);
    expect(await stateOf("second time")).toMatchObject({ state: "done", attempts: 2, lastError: null });
  });

  it("fails a job of a kind no handler knows, keeping the reason", async () => {
    await enqueueJob(app.deps.db, { kind: "test.unknown", payload: { name: "stray" }, maxAttempts: 1 });
    expect(await runDueJobs(app.deps, handlers, { now })).toMatchObject({ failed: 1 });
    expect((await stateOf("stray"))?.lastError).toMatch(/no handler/);
  });

  it("leaves a claimed job to its claimer until the lease ends, then another takes it", async () => {
    await enqueueJob(app.deps.db, { kind: "test.record", payload: { name: "orphaned" } });
    // A process claims it and dies before finishing.
    const [claimed] = await claimDueJobs(app.deps.db, { now: clock, limit: 5, leaseMs: JOB_LEASE_MS });
    expect(claimed?.attempts).toBe(1);
    expect(await runDueJobs(app.deps, handlers, { now })).toMatchObject({ done: 0 });
    clock = new Date(clock.getTime() + JOB_LEASE_MS + 1_000);
    expect(await runDueJobs(app.deps, handlers, { now })).toMatchObject({ done: 1 });
    expect(ran).toEqual(["orphaned"]);
    const [row] = await app.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, claimed?.id ?? ""));
    expect(row).toMatchObject({ state: "done", attempts: 2 });
  });

  it("hands each due job to one of two claimers at once", async () => {
    await enqueueJobs(
      app.deps.db,
      Array.from({ length: 30 }, (_, n) => ({ kind: "test.record", payload: { name: `job ${n}` } })),
    );
    const [first, second] = await Promise.all([
      claimDueJobs(app.deps.db, { now: clock, limit: 20, leaseMs: JOB_LEASE_MS }),
      claimDueJobs(app.deps.db, { now: clock, limit: 20, leaseMs: JOB_LEASE_MS }),
    ]);
    const ids = [...(first ?? []), ...(second ?? [])].map((job) => job.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("hands the claimed jobs not yet started back to the queue once told to stop, their attempt not counted", async () => {
    await enqueueJobs(
      app.deps.db,
      ["first", "second", "third"].map((name, i) => ({
        kind: "test.record",
        payload: { name },
        runAt: new Date(clock.getTime() - 3_000 + i),
      })),
    );
    // The process is told to stop while the first job runs.
    let stopping = false;
    const stoppingHandlers: JobHandlers = {
      "test.record": async (deps, payload, job, at) => {
        await handlers["test.record"]?.(deps, payload, job, at);
        stopping = true;
      },
    };
    const outcome = await runDueJobs(app.deps, stoppingHandlers, { now, stopping: () => stopping });
    expect(outcome).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(ran).toHaveLength(1);
    const left = ["first", "second", "third"].filter((name) => !ran.includes(name));
    for (const name of left) {
      expect(await stateOf(name)).toMatchObject({ state: "pending", attempts: 0, lockedUntil: null });
    }
    // Another process takes them at once, not after the lease.
    expect(await runDueJobs(app.deps, handlers, { now })).toEqual({ done: 2, retried: 0, failed: 0 });
    expect([...ran].sort()).toEqual(["first", "second", "third"]);
  });
});
