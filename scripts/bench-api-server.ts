// The server under test for `npm run bench:api`: started as its own process on a free loopback
// port, signed into over HTTP, stopped with SIGTERM.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { BENCH_PASSWORD } from "./bench-api-seed";
import { freePort } from "./free-port";

const BUILD_SCRIPT = "scripts/build-if-needed.mjs";
const COMPILED_MAIN = "dist/server/main.js";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The compiled server (as `npm start` runs it) when it can be built or is current; otherwise the
 * sources under tsx. A failed build falls back to tsx rather than measuring a stale bundle.
 */
function serverArgs(forceTsx: boolean): string[] {
  const tsx = ["--import", "tsx", "server/src/main.ts"];
  if (forceTsx) return tsx;
  if (existsSync(BUILD_SCRIPT)) {
    const build = spawnSync(process.execPath, [BUILD_SCRIPT, "--server"], { stdio: "inherit" });
    if (build.status !== 0) {
      console.warn(`${BUILD_SCRIPT} --server failed (${build.status}); running the sources under tsx`);
      return tsx;
    }
  }
  return existsSync(COMPILED_MAIN) ? [COMPILED_MAIN] : tsx;
}

export type BenchServer = { child: ChildProcess; base: string; command: string };

export async function startServer(options: { dataDir: string; forceTsx: boolean }): Promise<BenchServer> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: node options for the server alone, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof".
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const args = [...nodeArgs, ...serverArgs(options.forceTsx)];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: path.join(options.dataDir, "no-web"),
      AUTH_RATE_LIMIT: "off",
      // Every connection sends as fast as it can: lift the per-user send limit for this run only.
      MESSAGE_RATE_LIMIT: "1000000",
      LOG_LEVEL: "error",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // The bench measures its own data: no sample data on a new database.
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const server = { child, base, command: `node ${args.join(" ")}` };
  try {
    await waitReady(base, child);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return server;
}

async function waitReady(base: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("server did not become ready in time");
}

/** Signs a seeded user in with better-auth's e-mail sign-in; answers the Cookie header to send. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (!me.ok) throw new Error(`GET /api/me after signing in ${email}: ${me.status}`);
  return cookie;
}

/** SIGTERM, then SIGKILL after 15 s; true when the server stopped cleanly. */
export async function stopServer(child: ChildProcess): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode === 0;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  const code = await Promise.race([exited, sleep(15_000).then(() => "timeout" as const)]);
  if (code === "timeout") {
    console.error("server did not stop within 15 s of SIGTERM");
    child.kill("SIGKILL");
    return false;
  }
  if (code !== 0) console.error(`server exited with ${code}`);
  return code === 0;
}
