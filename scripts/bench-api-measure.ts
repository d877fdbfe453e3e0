// The measured part of `npm run bench:api`: the routes, one autocannon run per route over
// loopback HTTP, and the summary (requests/s, p50/p99, errors, ratio to the health route, goals).
import { loadavg } from "node:os";
import autocannon from "autocannon";
import type { SeedInfo } from "./bench-api-seed";

/**
 * "floor": a route that does no more than one statement, measured as the ceiling of the routes
 * that ask the database (no goal of its own): what the lists' share of health can reach at best
 * when the server, PostgreSQL and autocannon share the machine's cores.
 */
export type RouteKind = "health" | "floor" | "list" | "read" | "write";

export type Route = {
  name: string;
  kind: RouteKind;
  method: "GET" | "POST";
  /** As printed; rotated paths show their first. */
  path: string;
  /** "reader": the bench investor's cookie; "senders": one sender (and conversation) per connection. */
  auth: "none" | "reader" | "senders";
  /** Paths taken in turn, request after request (for one business, the 500 newest). */
  paths?: string[];
};

export type RouteResult = {
  name: string;
  kind: RouteKind;
  method: string;
  path: string;
  requestsPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  non2xx: number;
  ratioToHealth: number | null;
  loadAverage: number[];
};

export type Sessions = { reader: string; senders: Array<{ cookie: string; conversationId: string }> };
export type MeasureOptions = { connections: number; duration: number; warmup: number };

export const GOALS = { readP99Ms: 50, listShareOfHealth: 0.25 };

export function routesOf(seed: SeedInfo): Route[] {
  const detailPaths = seed.businessIds.map((id) => `/api/businesses/${id}`);
  const list = "/api/businesses";
  return [
    { name: "health", kind: "health", method: "GET", path: "/api/health", auth: "none" },
    // The floors: one `select 1` (the readiness probe), and the signed-in viewer's one statement.
    { name: "ready", kind: "floor", method: "GET", path: "/api/ready", auth: "none" },
    { name: "me", kind: "floor", method: "GET", path: "/api/me", auth: "reader" },
    { name: "businesses", kind: "list", method: "GET", path: list, auth: "none" },
    { name: "businesses-signed-in", kind: "list", method: "GET", path: list, auth: "reader" },
    {
      name: "businesses-filtered",
      kind: "list",
      method: "GET",
      path: `${list}?sector=fintech&stage=seed&amount=50k-250k`,
      auth: "reader",
    },
    { name: "businesses-search", kind: "list", method: "GET", path: `${list}?search=shamba`, auth: "reader" },
    { name: "business", kind: "read", method: "GET", path: detailPaths[0] ?? list, auth: "reader", paths: detailPaths },
    { name: "deals", kind: "list", method: "GET", path: "/api/deals", auth: "reader" },
    { name: "investors", kind: "list", method: "GET", path: "/api/investors", auth: "reader" },
    { name: "conversations", kind: "list", method: "GET", path: "/api/conversations", auth: "reader" },
    {
      name: "thread",
      kind: "read",
      method: "GET",
      path: `/api/conversations/${seed.threadId}/messages`,
      auth: "reader",
    },
    {
      name: "send-message",
      kind: "write",
      method: "POST",
      path: "/api/conversations/{own conversation}/messages",
      auth: "senders",
    },
    { name: "notifications", kind: "list", method: "GET", path: "/api/notifications", auth: "reader" },
    // The bench investor's matches (a page of 24 cards), scored from the whole catalogue.
    { name: "matchmaking", kind: "list", method: "GET", path: "/api/matching/matches", auth: "reader" },
  ];
}

type Request = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (req: Request) => Request;
};

/** The request one connection repeats; `connection` numbers the connections from 0. */
function requestFor(route: Route, base: string, sessions: Sessions, connection: number): Request {
  if (route.auth === "senders") {
    const sender = sessions.senders[connection % sessions.senders.length];
    if (!sender) throw new Error("no signed-in senders");
    let sent = 0;
    return {
      method: "POST",
      path: `/api/conversations/${sender.conversationId}/messages`,
      headers: { cookie: sender.cookie, origin: base, "content-type": "application/json" },
      setupRequest: (req) => {
        sent += 1;
        return { ...req, body: JSON.stringify({ content: `bench message ${connection}-${sent}` }) };
      },
    };
  }
  const headers: Record<string, string> = route.auth === "reader" ? { cookie: sessions.reader } : {};
  const paths = route.paths;
  if (!paths || paths.length === 0) return { method: route.method, path: route.path, headers };
  let next = connection * 7;
  return {
    method: route.method,
    path: route.path,
    headers,
    setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] as string }),
  };
}

export async function measureRoute(
  base: string,
  route: Route,
  sessions: Sessions,
  options: MeasureOptions,
): Promise<RouteResult> {
  let connection = 0;
  const setupClient = (client: { setRequests: (requests: Request[]) => void }) => {
    client.setRequests([requestFor(route, base, sessions, connection)]);
    connection += 1;
  };
  const common = { url: base, connections: options.connections, timeout: 10, setupClient };
  if (options.warmup > 0) {
    await autocannon({ ...common, duration: options.warmup });
    await drained(base);
  }
  const result = await autocannon({ ...common, duration: options.duration });
  await drained(base);
  return {
    name: route.name,
    kind: route.kind,
    method: route.method,
    path: route.path,
    requestsPerSec: round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ratioToHealth: null,
    loadAverage: loadavg().map(round),
  };
}

/**
 * autocannon stops at the deadline and drops the requests still in flight, which the server
 * still answers. /api/ready queries the database, so it answers quickly only once they are done:
 * wait for five quick answers in a row, and the next run starts on an idle server.
 */
async function drained(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let quick = 0; quick < 5 && Date.now() < deadline; ) {
    const started = performance.now();
    const res = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(60_000) });
    await res.body?.cancel();
    quick = performance.now() - started < 25 ? quick + 1 : 0;
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

export function withRatios(results: RouteResult[]): RouteResult[] {
  const health = results.find((r) => r.kind === "health")?.requestsPerSec;
  return results.map((r) => ({ ...r, ratioToHealth: health ? round(r.requestsPerSec / health) : null }));
}

export type GoalCheck = { goal: string; met: boolean; detail: string };

/** PostgreSQL: no errors, read p99 < 50 ms, lists ≥ 25% of health. Embedded: no errors or timeouts. */
export function checkGoals(results: RouteResult[], database: "postgres" | "pglite"): GoalCheck[] {
  // autocannon counts a timeout as an error too.
  const failed = results.filter((r) => r.errors + r.non2xx > 0);
  const checks: GoalCheck[] = [
    {
      goal: "0 errors and timeouts",
      met: failed.length === 0,
      detail: failed.length === 0 ? "none" : failed.map((r) => r.name).join(", "),
    },
  ];
  if (database === "pglite") return checks;
  const reads = results.filter((r) => r.kind === "read" || r.kind === "list");
  const slow = reads.filter((r) => r.p99 >= GOALS.readP99Ms);
  checks.push({
    goal: `read p99 < ${GOALS.readP99Ms} ms`,
    met: slow.length === 0,
    detail:
      reads.length === 0 ? "no read route measured" : slow.map((r) => `${r.name} ${r.p99} ms`).join(", ") || "all",
  });
  const lists = results.filter((r) => r.kind === "list");
  const behind = lists.filter((r) => (r.ratioToHealth ?? 0) < GOALS.listShareOfHealth);
  checks.push({
    goal: `list routes ≥ ${GOALS.listShareOfHealth * 100}% of health req/s`,
    met: behind.length === 0,
    detail:
      lists.length === 0
        ? "no list route measured"
        : behind.map((r) => `${r.name} ${pct(r.ratioToHealth)}`).join(", ") || "all",
  });
  return checks;
}

const pct = (ratio: number | null) => (ratio === null ? "-" : `${Math.round(ratio * 100)}%`);

export function formatTable(results: RouteResult[]): string {
  const header = ["route", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "timeouts", "non-2xx", "vs health"];
  const rows = results.map((r) => [
    r.name,
    r.requestsPerSec.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.max),
    String(r.errors),
    String(r.timeouts),
    String(r.non2xx),
    pct(r.ratioToHealth),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}
