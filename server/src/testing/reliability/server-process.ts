import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { freshPostgresDatabase } from "../fresh-postgres";
import { readJsonOrText } from "../read-body";

// The real server for the reliability runs: the compiled bundle `npm start` runs
// (dist/server/main.js), as its own process on a loopback port chosen once, so a restart after a
// kill -9 answers at the same address.

const root = path.resolve(import.meta.dirname, "..", "..", "..", "..");
const MAIN = path.join(root, "dist", "server", "main.js");
const WORKER = path.join(root, "dist", "server", "worker.js");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Brings dist/server/main.js up to date (the same step `npm start` takes, server only). */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs", "--server"], {
    cwd: root,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`The server build failed:\n${built.stdout}${built.stderr}`);
}

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export type ServerOptions = { dataDir: string; port: number; databaseUrl?: string; env?: Record<string, string> };

export type ServerProcess = {
  proc: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
};

function baseOf(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** The environment a test's server or worker runs with: test mode, quiet, nothing seeded. */
function processEnv(options: ServerOptions, base: string) {
  return {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: path.join(options.dataDir, "no-web"),
    DATABASE_URL: options.databaseUrl ?? "",
    AUTH_RATE_LIMIT: "off",
    // The writers send as fast as they can: the per-user send limit would refuse them.
    MESSAGE_RATE_LIMIT: "1000000",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    SEED_DEMO: "false",
    ...options.env,
  };
}

/** Starts the server and resolves once /api/ready answers 200. */
export async function startServer(options: ServerOptions, spawnOptions: { detached?: boolean } = {}) {
  const base = baseOf(options.port);
  const proc = spawn(process.execPath, [MAIN], {
    cwd: root,
    detached: spawnOptions.detached ?? false,
    env: processEnv(options, base),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = watchProcess(proc, base);
  await waitReady(server);
  return server;
}

/**
 * Starts `npm run worker`'s bundle (dist/server/worker.js) and resolves once it says it runs
 * (it answers no requests and listens on no port): `port` is the server's whose address (APP_URL)
 * its e-mails link to.
 */
export async function startWorker(options: ServerOptions, timeoutMs = 60_000): Promise<ServerProcess> {
  const base = baseOf(options.port);
  const proc = spawn(process.execPath, [WORKER], {
    cwd: root,
    env: { ...processEnv(options, base), LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const worker = watchProcess(proc, base);
  const deadline = Date.now() + timeoutMs;
  while (!worker.output().includes("job worker running")) {
    if (proc.exitCode !== null || proc.signalCode !== null || Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`worker not running:\n${worker.output()}`);
    }
    await sleep(100);
  }
  return worker;
}

function watchProcess(proc: ChildProcess, base: string): ServerProcess {
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  proc.stdout?.on("data", collect);
  proc.stderr?.on("data", collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { proc, base, exited, output: () => output };
}

async function waitReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null || server.proc.signalCode !== null) {
      throw new Error(`server exited while starting:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  server.proc.kill("SIGKILL");
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** kill -9: no handler runs, nothing is flushed by the process itself. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.proc.kill("SIGKILL");
  await server.exited;
}

/** SIGTERM, then the exit status (a server that hangs past 20 s is killed and reported as such). */
export async function stopServer(server: ServerProcess) {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return server.exited;
  server.proc.kill("SIGTERM");
  const timer = setTimeout(() => server.proc.kill("SIGKILL"), 20_000);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** A cookie-keeping JSON client over real HTTP, sending the app's own origin as a browser would. */
export function httpClient(base: string) {
  const jar = new Map<string, string>();
  async function request(method: string, url: string, body?: unknown) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(jar.size > 0 && { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const json = await readJsonOrText(res);
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
    return { status: res.status, json: json as any };
  }
  return {
    jar,
    cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    get: (url: string) => request("GET", url),
    post: (url: string, body: unknown = {}) => request("POST", url, body),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

let people = 0;
/** A founder and an investor, signed up over HTTP, with a conversation between them. */
export async function conversationPair(base: string) {
  people += 1;
  const tag = `${Date.now().toString(36)}-${people}`;
  const founder = httpClient(base);
  const investor = httpClient(base);
  const password = "river-lantern-42";
  const f = await founder.post("/api/accounts/register", {
    role: "founder",
    fullName: "Amina Founder",
    email: `rel-founder-${tag}@example.com`,
    password,
  });
  if (f.status !== 201) throw new Error(`founder sign-up: ${f.status} ${JSON.stringify(f.json)}`);
  const i = await investor.post("/api/accounts/register", {
    role: "investor",
    fullName: "Kofi Investor",
    email: `rel-investor-${tag}@example.com`,
    password,
    investorType: "angel",
  });
  if (i.status !== 201) throw new Error(`investor sign-up: ${i.status} ${JSON.stringify(i.json)}`);
  const started = await investor.post("/api/conversations", { participantId: f.json.profile.id });
  if (started.status !== 201) throw new Error(`conversation: ${started.status} ${JSON.stringify(started.json)}`);
  return { founder, investor, conversationId: started.json.conversation.id as string };
}

/** A brand-new database on the server in TEST_DATABASE_URL (null without one), dropped by `drop`. */
export const freshPostgres = () => freshPostgresDatabase("kuza_reliability");
