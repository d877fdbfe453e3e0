import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { runDueJobs } from "../../jobs/job-runner";
import { enqueueJob } from "../../jobs/jobs.queries";
import { expectErrorBody } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { createTestApp, MISSING_ID } from "../../testing/test-app";

// /api/admin/jobs: the queue's counts and its pending and failed jobs, and a retry that puts a
// failed job back to pending (409 JOB_NOT_FAILED for any other state, 404 for an unknown id).

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(jobs);
});

const failing = { "test.broken": async () => Promise.reject(new Error("smtp refused")), "test.fine": async () => {} };
const later = () => new Date(Date.now() + 1_000);

describe("the admin's job queue", () => {
  it("counts jobs by state and lists the failed ones first, then the pending by time", async () => {
    await enqueueJob(t.deps.db, { kind: "test.fine", payload: {} });
    await enqueueJob(t.deps.db, { kind: "test.broken", maxAttempts: 1 });
    await runDueJobs(t.deps, failing, { now: later });
    await enqueueJob(t.deps.db, { kind: "test.fine", runAt: new Date(Date.now() + 3_600_000) });
    await enqueueJob(t.deps.db, { kind: "test.fine", runAt: new Date(Date.now() + 60_000) });

    const res = await admin.client.get("/api/admin/jobs");
    expect(res.status).toBe(200);
    expect(res.json.counts).toEqual({ pending: 2, running: 0, done: 1, failed: 1 });
    expect(res.json.total).toBe(3);
    expect(res.json.items.map((j: { state: string }) => j.state)).toEqual(["failed", "pending", "pending"]);
    expect(res.json.items[0]).toMatchObject({ kind: "test.broken", attempts: 1, lastError: "smtp refused" });
    expect(Date.parse(res.json.items[1].runAt)).toBeLessThan(Date.parse(res.json.items[2].runAt));
    const page = await admin.client.get("/api/admin/jobs?limit=1&offset=1");
    expect(page.json.items).toHaveLength(1);
    expect(page.json.items[0].id).toBe(res.json.items[1].id);
  });

  it("retries a failed job: pending again, due now, and it runs", async () => {
    await enqueueJob(t.deps.db, { kind: "test.broken", maxAttempts: 1 });
    await runDueJobs(t.deps, failing, { now: later });
    const [failed] = await t.deps.db.select().from(jobs);
    const res = await admin.client.post(`/api/admin/jobs/${failed?.id}/retry`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.job).toMatchObject({ id: failed?.id, state: "pending", attempts: 0 });
    // Fixed meanwhile: the retried job now succeeds.
    await runDueJobs(t.deps, { "test.broken": async () => {} }, { now: later });
    const [row] = await t.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, failed?.id ?? ""));
    expect(row).toMatchObject({ state: "done", attempts: 1 });
  });

  it("refuses to retry a job that is not failed (409 JOB_NOT_FAILED) and an unknown one (404)", async () => {
    await enqueueJob(t.deps.db, { kind: "test.fine" });
    const [pending] = await t.deps.db.select().from(jobs);
    const notFailed = await admin.client.post(`/api/admin/jobs/${pending?.id}/retry`);
    expect(notFailed.status).toBe(409);
    expectErrorBody(notFailed.json, "JOB_NOT_FAILED");
    const [unchanged] = await t.deps.db.select().from(jobs);
    expect(unchanged).toEqual(pending);
    expect((await admin.client.post(`/api/admin/jobs/${MISSING_ID}/retry`)).status).toBe(404);
    expect((await admin.client.post("/api/admin/jobs/not-a-uuid/retry")).status).toBe(404);
  });
});
