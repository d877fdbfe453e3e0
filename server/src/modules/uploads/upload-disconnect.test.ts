import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFounder } from "../../testing/accounts";
import { createClient, createTestApp, TEST_ORIGIN } from "../../testing/test-app";

// A visitor who closes the tab mid-upload is an ordinary event, not a server fault: it is logged
// on one line below error level, with no stack.

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof serve>;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  const client = createClient(t.app);
  await registerFounder(client);
  cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** Starts a chunked multipart upload, sends part of the file, then drops the connection. */
async function abandonUpload() {
  const boundary = "kuza-boundary";
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/uploads/images?folder=banners",
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "transfer-encoding": "chunked",
    },
  });
  request.on("error", () => {}); // the socket we destroy on purpose
  request.write(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="b.png"\r\ncontent-type: image/png\r\n\r\n`,
  );
  request.write(Buffer.alloc(64 * 1024, 1));
  // Let the route start reading before the visitor goes away.
  await new Promise((resolve) => setTimeout(resolve, 200));
  request.destroy();
}

describe("a visitor who disconnects mid-upload", () => {
  it("is logged on one line below error level, with no stack", async () => {
    const before = t.logs.length;
    await abandonUpload();
    await expect.poll(() => t.logs.length, { timeout: 5_000 }).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const entries = t.logs.slice(before);
    expect(entries.filter((entry) => entry.level === "error" || entry.level === "warn")).toEqual([]);
    expect(entries).toEqual([
      expect.objectContaining({ message: expect.stringContaining("POST /api/uploads/images") }),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/\n\s+at /);
  });
});
