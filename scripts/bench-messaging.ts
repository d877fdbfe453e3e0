// npm run bench:messaging — live delivery latency, measured end to end on loopback.
//
// Starts the real server (node --import tsx server/src/main.ts) on a free port with an embedded
// database in a temporary directory, or on DATABASE_URL when it is set; registers a founder and
// an investor over HTTP; opens the founder's event stream; the investor sends 200 messages one
// after another (a small gap between them); each message's latency is the time from the start
// of its POST to its `message` event arriving on the founder's stream. Prints p50/p95/p99 and
// the lost and duplicated counts. Exits non-zero only when something crashes: the goals
// (p50 < 100 ms, p99 < 300 ms, nothing lost or duplicated) are reported, not enforced.
//
// Options (environment): BENCH_MESSAGES (200), BENCH_GAP_MS (10), DATABASE_URL.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { freePort } from "./free-port";

const COUNT = Number(process.env.BENCH_MESSAGES ?? 200);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 10);
const DRAIN_WAIT_MS = 5_000;
const GOALS = { p50: 100, p99: 300 };
const PASSWORD = "bench-lantern-river-42";

function startServer(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web"),
      AUTH_RATE_LIMIT: "off",
      // The bench sends far faster than a person: lift the per-user send limit for this run only.
      MESSAGE_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // The bench measures its own data: no sample data on a new database.
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("server did not become ready in time");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Session = { id: string; cookie: string };

async function register(base: string, role: "founder" | "investor", name: string): Promise<Session> {
  const email = `bench-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${base}/api/accounts/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      role,
      fullName: name,
      email,
      password: PASSWORD,
      ...(role === "investor" && { investorType: "angel" }),
    }),
  });
  if (res.status !== 201) throw new Error(`register ${role}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { profile: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: body.profile.id, cookie };
}

async function post(base: string, session: Session, url: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie: session.cookie },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 400) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Reads the event stream; calls onMessage(messageId, eventId, arrival time) for each `message`. */
async function openStream(
  base: string,
  session: Session,
  onMessage: (messageId: string, eventId: string | undefined, at: number) => void,
) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { cookie: session.cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`GET /api/events: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done: ended, value } = await reader.read();
        if (ended) break;
        const at = performance.now();
        buffer += value;
        let split = buffer.indexOf("\n\n");
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          split = buffer.indexOf("\n\n");
          const field = (name: string) =>
            block
              .split("\n")
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const event = field("event");
          if (event === "ready") ready();
          if (event === "message") {
            const data = JSON.parse(field("data") ?? "{}") as { messageId: string };
            onMessage(data.messageId, field("id"), at);
          }
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  await isReady;
  return { close: () => controller.abort(), done };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const database = process.env.DATABASE_URL
    ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host}${new URL(process.env.DATABASE_URL).pathname})`
    : "embedded PGlite";
  console.log(`bench:messaging: ${COUNT} messages, gap ${GAP_MS} ms, ${database}, server on ${base}`);
  const server = startServer(port, dataDir);
  let exitCode = 0;
  try {
    await waitForHealth(base, server);
    const founder = await register(base, "founder", "Bench Founder");
    const investor = await register(base, "investor", "Bench Investor");
    const started = (await post(base, investor, "/api/conversations", { participantId: founder.id })) as {
      conversation: { id: string };
    };
    const conversationId = started.conversation.id;

    const sentAt = new Map<string, number>();
    const arrivals = new Map<string, number[]>();
    const eventIds = new Map<string, number>();
    const stream = await openStream(base, founder, (messageId, eventId, at) => {
      const list = arrivals.get(messageId) ?? [];
      list.push(at);
      arrivals.set(messageId, list);
      if (eventId) eventIds.set(eventId, (eventIds.get(eventId) ?? 0) + 1);
    });

    // A few unmeasured messages first, so the server's first-request costs do not count.
    for (let n = 0; n < 5; n += 1) {
      await post(base, investor, `/api/conversations/${conversationId}/messages`, { content: `warm-up ${n}` });
    }
    await sleep(200);
    arrivals.clear();
    eventIds.clear();

    const postTimes: number[] = [];
    for (let n = 1; n <= COUNT; n += 1) {
      const t0 = performance.now();
      const answer = (await post(base, investor, `/api/conversations/${conversationId}/messages`, {
        content: `bench message ${n}`,
      })) as { message: { id: string } };
      postTimes.push(performance.now() - t0);
      sentAt.set(answer.message.id, t0);
      if (GAP_MS > 0) await sleep(GAP_MS);
    }
    const deadline = Date.now() + DRAIN_WAIT_MS;
    while (Date.now() < deadline && [...sentAt.keys()].some((id) => !arrivals.has(id))) await sleep(20);
    stream.close();

    const latencies: number[] = [];
    let lost = 0;
    let duplicated = 0;
    for (const [id, t0] of sentAt) {
      const times = arrivals.get(id);
      if (!times) {
        lost += 1;
        continue;
      }
      if (times.length > 1) duplicated += times.length - 1;
      latencies.push((times[0] as number) - t0);
    }
    const unexpected = [...arrivals.keys()].filter((id) => !sentAt.has(id)).length;
    latencies.sort((a, b) => a - b);
    postTimes.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const p99 = percentile(latencies, 99);
    console.log("");
    console.log(`send → receive latency over ${latencies.length} delivered messages:`);
    console.log(`  p50 ${ms(p50)}   p95 ${ms(p95)}   p99 ${ms(p99)}   max ${ms(latencies.at(-1) ?? Number.NaN)}`);
    console.log(`  (POST answer alone: p50 ${ms(percentile(postTimes, 50))}, p99 ${ms(percentile(postTimes, 99))})`);
    console.log(
      `sent ${sentAt.size}, lost ${lost}, duplicated ${duplicated}, unexpected ${unexpected}, repeated event ids ${
        [...eventIds.values()].filter((n) => n > 1).length
      }`,
    );
    const met = p50 < GOALS.p50 && p99 < GOALS.p99 && lost === 0 && duplicated === 0;
    console.log(
      `goal (p50 < ${GOALS.p50} ms, p99 < ${GOALS.p99} ms, none lost or duplicated): ${met ? "met" : "NOT met"}`,
    );
  } catch (error) {
    console.error(`bench:messaging crashed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    exitCode = 1;
  } finally {
    const exited = new Promise<number | null>((resolve) => {
      if (server.exitCode !== null) resolve(server.exitCode);
      else server.once("exit", (code) => resolve(code));
    });
    server.kill("SIGTERM");
    const code = await Promise.race([exited, sleep(15_000).then(() => "timeout" as const)]);
    if (code === "timeout") {
      console.error("server did not stop within 15 s of SIGTERM");
      server.kill("SIGKILL");
      exitCode = 1;
    } else if (code !== 0) {
      console.error(`server exited with ${code}`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

await main();
