import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzBody, type FuzzRequest, openApiOf, requestArb, type WriteTarget, writeTargets } from "./input-routes";
import type { SchemaContext } from "./input-schema";
import { toJsonText } from "./input-values";
import { allIds, buildWorld, type FuzzWorld } from "./input-world";
import { createTestApp, TEST_ORIGIN } from "./test-app";

// The input fuzz of issue 13: every write route under /api gets random and hostile requests,
// as a role that may use it, and must answer 2xx, or 4xx in the API's error shape; never 5xx,
// never an error in the log, and /api/health still answers afterwards.

/** Fixed, so a failure repeats; fast-check prints it (with the path to the case) when one fails. */
const FUZZ_SEED = 1_304_2026;
/** Cases per route: enough to reach each field with each kind of hostile value a few times. */
const RUNS_PER_ROUTE = 30;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function encodeBody(body: FuzzBody): { payload?: BodyInit; type?: string } {
  switch (body.kind) {
    case "none":
      return {};
    case "json":
      return { payload: toJsonText(body.value), type: "application/json" };
    case "raw":
      return { payload: body.text, type: "application/json" };
    case "bytes":
      return { payload: new Uint8Array(body.bytes), type: "application/octet-stream" };
    case "multipart": {
      const head =
        `--fuzz\r\nContent-Disposition: form-data; name="${body.field}"; filename="${body.filename}"\r\n` +
        `Content-Type: ${body.type}\r\n\r\n`;
      const bytes = [...Buffer.from(head), ...body.bytes, ...Buffer.from("\r\n--fuzz--\r\n")];
      return { payload: new Uint8Array(bytes), type: "multipart/form-data; boundary=fuzz" };
    }
  }
}

function expectErrorShape(status: number, text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`answered ${status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  const error = (json as { error?: Record<string, unknown> } | null)?.error;
  const fields = error?.fields;
  const fieldsOk =
    fields === undefined ||
    (typeof fields === "object" &&
      fields !== null &&
      Object.values(fields).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string")));
  const ok =
    Object.keys(json as object).length === 1 &&
    typeof error?.code === "string" &&
    typeof error.message === "string" &&
    fieldsOk;
  if (!ok) throw new Error(`answered ${status} without the error shape: ${text.slice(0, 300)}`);
}

async function sendFuzz(t: TestApp, world: FuzzWorld, req: FuzzRequest) {
  const { payload, type } = encodeBody(req.body);
  const contentType = req.contentType === undefined ? type : req.contentType;
  const cookie = world.cookies[req.role];
  const res = await t.app.request(`${req.path}${req.query}`, {
    method: req.method,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie && { cookie }),
      ...(contentType && { "content-type": contentType }),
      ...(req.idempotencyKey !== undefined && { "idempotency-key": req.idempotencyKey }),
    },
    body: payload,
  });
  const text = await res.text();
  return { status: res.status, text, location: res.headers.get("location") };
}

/** The property: 2xx, or 4xx in the error shape; nothing else. */
async function expectSafeAnswer(t: TestApp, world: FuzzWorld, req: FuzzRequest) {
  const { status, text, location } = await sendFuzz(t, world, req);
  if (status >= 200 && status < 300) return;
  // A path whose dot segments ("/api/%2e%2e") climb out of /api is the web app's, not the API's.
  const apiPath = new URL(req.path, TEST_ORIGIN).pathname.startsWith("/api/");
  if (status >= 400 && status < 500) return apiPath ? expectErrorShape(status, text) : undefined;
  // OAuth callbacks are browser navigations: they may redirect, but only within the app.
  const sameSite = location?.startsWith("/") || location?.startsWith(`${TEST_ORIGIN}/`);
  if (status === 302 && req.path.startsWith("/api/auth/callback/") && sameSite && !location?.startsWith("//")) return;
  throw new Error(`answered ${status}${location ? ` to ${location}` : ""}: ${text.slice(0, 500)}`);
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(",");

async function fuzzTarget(t: TestApp, world: FuzzWorld, ctx: SchemaContext, target: WriteTarget, seed: number) {
  const errorsBefore = t.logs.filter((l) => l.level === "error").length;
  const protoBefore = prototypeKeys();
  await fc.assert(
    fc.asyncProperty(requestArb(target, world, ctx), (req) => expectSafeAnswer(t, world, req)),
    { seed, numRuns: RUNS_PER_ROUTE },
  );
  const errors = t.logs.filter((l) => l.level === "error").slice(errorsBefore);
  expect(errors, "the app logged an error while answering the fuzz").toEqual([]);
  // Prototype keys in bodies must never reach Object.prototype.
  expect(prototypeKeys()).toBe(protoBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  const health = await t.app.request("/api/health");
  expect(health.status).toBe(200);
}

/** A per-route seed, so each route gets its own cases and a failure names one number to repeat. */
function seedOf(label: string): number {
  let hash = FUZZ_SEED;
  for (const ch of label) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

/**
 * One test per write route whose path `include` accepts, on a fresh app and database for the
 * file. Each file takes a share of the routes so the shares run side by side.
 */
export async function describeInputFuzz(name: string, include: (pattern: string) => boolean) {
  const t = await createTestApp({ rateLimit: "off", env: { MESSAGE_RATE_LIMIT: "1000000" } });
  const targets = writeTargets(t.app).filter((target) => include(target.pattern));
  describe(`input fuzz: ${name}`, () => {
    let world: FuzzWorld;
    let ctx: SchemaContext;
    beforeAll(async () => {
      world = await buildWorld(t);
      ctx = { components: openApiOf(t.app).components?.schemas ?? {}, ids: allIds(world) };
    }, 120_000);
    afterAll(() => t.close());

    it("has routes to fuzz", () => expect(targets.length).toBeGreaterThan(0));
    for (const target of targets) {
      it(
        `${target.label} (${target.roles.join(", ")})`,
        () => fuzzTarget(t, world, ctx, target, seedOf(target.label)),
        120_000,
      );
    }
  });
  return targets;
}

/** The routes each input-*.test.ts file fuzzes; "rest" takes whatever no other share claims. */
const SHARES: Record<string, (pattern: string) => boolean> = {
  "due-diligence": (p) => p.includes("/due-diligence"),
  catalogue: (p) => /^\/api\/(founder|investor|businesses|matching|settings|uploads)\//.test(p),
};

export function inShare(share: keyof typeof SHARES | "rest", pattern: string): boolean {
  const owner = Object.keys(SHARES).find((name) => SHARES[name]?.(pattern)) ?? "rest";
  return owner === share;
}
