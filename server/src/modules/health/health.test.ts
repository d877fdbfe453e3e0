import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, founderInput } from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

/** Nothing in an answer may look like a stack trace or a source location. */
function expectNoStack(body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  expect(text).not.toMatch(/stack/i);
  expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)/);
  expect(text).not.toMatch(/\.(ts|js|mjs):\d+/);
  expect(text).not.toContain("node_modules");
}

describe("liveness and readiness", () => {
  it("GET /api/health answers 200", async () => {
    const res = await createClient(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
  });

  it("GET /api/ready answers 200 while the database answers", async () => {
    const res = await createClient(t.app).get("/api/ready");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ready", database: "up" });
  });

  it("GET /api/ready answers 503 while draining, though liveness stays 200", async () => {
    const draining = await createTestApp({ rateLimit: "off" });
    try {
      const client = createClient(draining.app);
      expect((await client.get("/api/ready")).status).toBe(200);
      draining.startDraining();
      const res = await client.get("/api/ready");
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ status: "unavailable", database: "up" });
      expect((await client.get("/api/health")).status).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it("GET /api/ready answers 503 once the database is gone, and errors stay clean", async () => {
    const closed = await createTestApp({ rateLimit: "off" });
    const client = createClient(closed.app);
    expect((await client.get("/api/ready")).status).toBe(200);
    // The database goes away under the running app, as a crashed database server would.
    await closed.deps.database.close();

    const res = await client.get("/api/ready");
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ status: "unavailable", database: "down" });

    // A request that needs the database fails as a plain 500, without any detail of why.
    const failed = await client.post("/api/accounts/register", founderInput());
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
    });
    await closed.close();
  });
});

describe("the API description", () => {
  it("GET /api/openapi.json lists the routes", async () => {
    const res = await createClient(t.app).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    expect(res.json.info.title).toBe("Kuza");
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining([
        "/api/accounts/register",
        "/api/me",
        "/api/health",
        "/api/ready",
        "/api/admin/user-counts",
      ]),
    );
    expect(res.json.paths["/api/accounts/register"].post).toBeDefined();
    expect(Object.keys(res.json.paths["/api/accounts/register"].post.responses)).toEqual(
      expect.arrayContaining(["201", "400", "409"]),
    );
  });

  it("GET /api/docs is an HTML page", async () => {
    const res = await t.app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<html/i);
    expect(html).toContain("/api/accounts/register");
  });
});

describe("unknown paths", () => {
  it.each(["GET", "POST", "DELETE"])("%s on an unknown /api path answers 404 in the error shape", async (method) => {
    const res = await t.app.request("/api/no-such-thing/here", {
      method,
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expectErrorBody(await res.json(), "NOT_FOUND");
  });
});

describe("security headers", () => {
  it.each(["/api/health", "/api/no-such-thing", "/api/docs", "/some/page"])("are on %s", async (path) => {
    const res = await t.app.request(path);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("are on the answers better-auth gives", async () => {
    const res = await createClient(t.app).get("/api/auth/get-session");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("error bodies", () => {
  it("answer malformed JSON with 400, not 500, and no stack", async () => {
    const res = await t.app.request("/api/accounts/register", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      body: '{"role": "founder",',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expectErrorBody(body);
    expectNoStack(body);
  });

  it("answer a body over 1 MB with 413", async () => {
    const res = await createClient(t.app).post("/api/accounts/register", {
      ...founderInput(),
      fullName: "x".repeat(1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expectErrorBody(res.json, "PAYLOAD_TOO_LARGE");
    expectNoStack(res.json);
  });

  it("answer validation, auth and guard failures without a stack", async () => {
    const client = createClient(t.app);
    const answers = [
      await client.post("/api/accounts/register", { role: "admin" }),
      await client.post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "whatever-123" }),
      await client.post("/api/auth/sign-in/email", { email: 42 }),
      await client.post("/api/auth/reset-password", { token: "nope", newPassword: "whatever-123" }),
      await client.get("/api/me"),
      await client.get("/api/founder/x"),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectErrorBody(res.json);
      expectNoStack(res.json);
    }
  });
});
