import { apiAccessFor } from "@domain/permissions";
import fc from "fast-check";
import { bodyValueFor, type JsonSchema, type SchemaContext, valueFor } from "./input-schema";
import { hostileKey, hostileText, INVALID_UTF8, RAW_BODIES, RAW_QUERY_PIECES, urlText } from "./input-values";
import { allIds, type FuzzRole, type FuzzWorld, idsFor } from "./input-world";
import type { createTestApp } from "./test-app";
import { MISSING_ID } from "./test-app";

// Which write routes the app has (read from its own route table, so a new one is fuzzed without
// anyone listing it), plus the read routes listed in FUZZED_READS, who may call each, and the
// random requests sent to them.

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * Wildcard routes have no path of their own to aim at: the concrete paths sent to each. A new
 * wildcard route fails the fuzz until it has an entry here.
 */
const WILDCARD_PATHS: Record<string, string[]> = {
  // better-auth's endpoints the app lets through (auth.ts PUBLIC_AUTH_PATHS), and one it does not.
  "/api/auth/*": [
    "/api/auth/sign-in/email",
    "/api/auth/sign-in/social",
    "/api/auth/sign-out",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/reset-password/:token",
    "/api/auth/change-password",
    "/api/auth/callback/google",
    "/api/auth/update-user",
  ],
  // The API's own middleware and its "no such route" answer.
  "/api/*": ["/api/:anything", "/api/:anything/:anything2"],
};

/**
 * Write routes whose valid call starts heavy work with no input to validate (the sample-data
 * population, minutes of inserts): fuzzed as a role that may not use them, so the bodies and
 * query strings still pass through every middleware before the role check refuses them.
 */
const HEAVY_ROUTES = new Set(["/api/admin/sample-data/"]);

/**
 * Read routes whose filters reach a query's text (a LIKE pattern, a cursor, dates), or whose answer
 * is a file built from the ids in the path (a meeting's .ics): fuzzed like the write routes, with no body.
 */
const FUZZED_READS = new Set([
  "/api/admin/security-events",
  "/api/admin/jobs",
  "/api/due-diligence/:id/meetings/:meetingId/ics",
]);

export type WriteTarget = {
  /** "POST /api/founder/campaigns/:id" as the route table has it. */
  label: string;
  methods: string[];
  pattern: string;
  roles: FuzzRole[];
  bodySchema?: JsonSchema;
  contentTypes: string[];
  query: Array<{ name: string; schema?: JsonSchema }>;
  /** The route declares the optional Idempotency-Key header (decision 025). */
  keyed: boolean;
};

type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export function openApiOf(app: App): OpenApiDocument {
  return app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "fuzz", version: "0" } }) as OpenApiDocument;
}

function rolesFor(pattern: string): FuzzRole[] {
  if (pattern.startsWith("/api/auth/")) return ["signed-out", "spare"];
  if ([...HEAVY_ROUTES].some((prefix) => pattern.startsWith(prefix))) return ["signed-out", "investor"];
  const access = apiAccessFor(pattern);
  if (access === undefined || access === "public") return ["signed-out", "investor", "founder", "admin"];
  if (access.length === 0) return ["investor", "founder", "admin"];
  return [...access];
}

/** Every write route under /api, wildcards expanded, each with its roles and request schemas. */
export function writeTargets(app: App): WriteTarget[] {
  const doc = openApiOf(app);
  const seen = new Set<string>();
  const targets: WriteTarget[] = [];
  for (const route of app.routes) {
    const method = route.method.toUpperCase();
    const read = method === "GET" && FUZZED_READS.has(route.path);
    if (!route.path.startsWith("/api/") || !(read || WRITE_METHODS.includes(method) || method === "ALL")) continue;
    const label = `${method} ${route.path}`;
    if (seen.has(label)) continue;
    seen.add(label);
    const methods = method === "ALL" ? WRITE_METHODS : [method];
    const concrete = route.path.includes("*") ? WILDCARD_PATHS[route.path] : [route.path];
    if (!concrete) throw new Error(`${label}: a wildcard route with no entry in WILDCARD_PATHS (input-routes.ts)`);
    for (const pattern of concrete) {
      const op = doc.paths?.[pattern.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
      const content = op?.requestBody?.content ?? {};
      targets.push({
        label: pattern === route.path ? label : `${label} as ${pattern}`,
        methods,
        pattern,
        roles: rolesFor(pattern),
        bodySchema: content["application/json"]?.schema,
        contentTypes: Object.keys(content).length > 0 ? Object.keys(content) : ["application/json"],
        query: (op?.parameters ?? []).filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema })),
        keyed: (op?.parameters ?? []).some((p) => p.in === "header" && p.name === "idempotency-key"),
      });
    }
  }
  return targets;
}

export type FuzzBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string }
  | { kind: "bytes"; bytes: number[] }
  | { kind: "multipart"; field: string; filename: string; type: string; bytes: number[] };

export type FuzzRequest = {
  role: FuzzRole;
  method: string;
  path: string;
  query: string;
  body: FuzzBody;
  /** Sent instead of the body's own content type; null sends none. */
  contentType?: string | null;
  /** An Idempotency-Key header, on the routes that take one. */
  idempotencyKey?: string;
};

/**
 * Keys a client might send: UUIDs (replayed with other bodies as the cases repeat), and any text a
 * header can carry (bytes 1-255 but CR and LF), empty and over the 200-character limit included.
 */
const idempotencyKeyArb = fc.oneof(
  fc.uuid(),
  fc.constantFrom("", " ", "k".repeat(201), "fuzz-key"),
  fc.string({
    unit: fc
      .integer({ min: 1, max: 255 })
      .filter((c) => c !== 10 && c !== 13)
      .map((c) => String.fromCharCode(c)),
    maxLength: 220,
  }),
);

const HEADS: Record<string, number[]> = {
  pdf: [...Buffer.from("%PDF-1.7\n")],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  html: [...Buffer.from("<!doctype html><script>window.__xss=1</script>")],
  none: [],
};

const OTHER_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=zz",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "application/vnd.api+json",
  "APPLICATION/JSON",
  "application/octet-stream",
  "image/png",
  "",
];

function bodyArb(target: WriteTarget, ctx: SchemaContext): fc.Arbitrary<FuzzBody> {
  const bytes = (max: number) => fc.uint8Array({ maxLength: max }).map((a) => [...a]);
  const file = fc
    .tuple(fc.constantFrom(...Object.keys(HEADS)), bytes(48))
    .map(([head, rest]): FuzzBody => ({ kind: "bytes", bytes: [...(HEADS[head] ?? []), ...rest] }));
  const multipart = fc
    .record({
      field: fc.constantFrom("file", "image", "__proto__", ""),
      filename: hostileText,
      type: fc.constantFrom("image/png", "image/svg+xml", "text/html", "application/pdf", ""),
      head: fc.constantFrom(...Object.keys(HEADS)),
      rest: bytes(48),
    })
    .map(
      ({ head, rest, ...part }): FuzzBody => ({ kind: "multipart", ...part, bytes: [...(HEADS[head] ?? []), ...rest] }),
    );
  const badUtf8 = fc.tuple(fc.constantFrom(...INVALID_UTF8), fc.boolean()).map(
    ([b, wrapped]): FuzzBody => ({
      kind: "bytes",
      bytes: wrapped ? [...Buffer.from('{"title":"'), ...b, ...Buffer.from('"}')] : b,
    }),
  );
  const declared = target.contentTypes[0] ?? "application/json";
  const main = declared.startsWith("multipart/") ? multipart : declared.includes("json") ? null : file;
  const json = bodyValueFor(target.bodySchema, ctx).map((value): FuzzBody => ({ kind: "json", value }));
  return fc.oneof(
    { weight: 6, arbitrary: main ?? json },
    { weight: main ? 2 : 1, arbitrary: main ? json : multipart },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((text): FuzzBody => ({ kind: "raw", text })) },
    { weight: 1, arbitrary: badUtf8 },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: "none" }) },
  );
}

function paramArb(world: FuzzWorld, pattern: string, param: string): fc.Arbitrary<string> {
  const real = param.startsWith("anything") ? allIds(world) : idsFor(world, pattern, param);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...real, MISSING_ID) },
    { weight: 2, arbitrary: hostileText.filter((s) => s.length > 0).map(urlText) },
    { weight: 1, arbitrary: fc.constantFrom("%2e%2e", "..", "%ZZ", "%", "a%2Fb", "%C0%AF", MISSING_ID.toUpperCase()) },
  );
}

function queryArb(target: WriteTarget, ctx: SchemaContext): fc.Arbitrary<string> {
  const declared = target.query.map((q) => valueFor(q.schema, ctx, q.name).map((v) => `${q.name}=${urlText(v)}`));
  const pair = fc.oneof(
    ...declared,
    ...declared,
    fc.tuple(hostileKey(target.query.map((q) => q.name)), hostileText).map(([k, v]) => `${urlText(k)}=${urlText(v)}`),
    fc.constantFrom(...RAW_QUERY_PIECES),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length > 0 ? `?${pairs.join("&")}` : ""));
}

export function requestArb(target: WriteTarget, world: FuzzWorld, ctx: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const params = [...target.pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
  const path = fc
    .tuple(...params.map((p) => paramArb(world, target.pattern, p)))
    .map((values) => values.reduce<string>((p, v, i) => p.replace(`:${params[i]}`, v), target.pattern));
  return fc.record({
    role: fc.constantFrom(...target.roles),
    method: fc.constantFrom(...target.methods),
    path: params.length > 0 ? path : fc.constant(target.pattern),
    query: queryArb(target, ctx),
    // A GET request carries no body (fetch refuses one).
    body: target.methods.includes("GET") ? fc.constant<FuzzBody>({ kind: "none" }) : bodyArb(target, ctx),
    contentType: fc.option(fc.constantFrom(...OTHER_TYPES, null), { freq: 6, nil: undefined }),
    idempotencyKey: target.keyed ? fc.option(idempotencyKeyArb, { nil: undefined }) : fc.constant(undefined),
  });
}
