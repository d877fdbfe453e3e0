import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningS3rver, startS3rver } from "../../testing/s3/s3rver-process";
import { createBucketOn } from "../../testing/s3/test-bucket";
import { createClient, createTestApp } from "../../testing/test-app";

// /api/ready asks the bucket too when files are stored in one: a load balancer then stops sending
// work to a process that could not store or serve a file. An s3rver of this file's own, since the
// test stops it (the run's shared one serves the other files meanwhile).

let s3rver: RunningS3rver;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  s3rver = await startS3rver();
  const bucket = await createBucketOn(s3rver.endpoint);
  bucket.client.destroy();
  t = await createTestApp({ rateLimit: "off", env: bucket.env });
});
afterAll(async () => {
  await t?.close();
  await s3rver?.stop();
});

describe("GET /api/ready on a bucket", () => {
  it("answers 200 naming the bucket up while it answers, then 503 naming it down once its server stops", async () => {
    const client = createClient(t.app);
    const up = await client.get("/api/ready");
    expect([up.status, up.json]).toEqual([200, { status: "ready", database: "up", bucket: "up" }]);

    await s3rver.stop();
    const started = Date.now();
    const down = await client.get("/api/ready");
    expect([down.status, down.json]).toEqual([503, { status: "unavailable", database: "up", bucket: "down" }]);
    // Within the probe's 2 s bound (plus a loaded machine's slack), never the client's 60 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    // Liveness is the process's own: a load balancer must not restart it for the bucket's sake.
    expect((await client.get("/api/health")).status).toBe(200);
  });
});
