import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type createClient, TEST_ORIGIN } from "../testing/test-app";

// The real entry point (server/src/main.ts, as `npm start` runs it) in a child process, for the
// reliability tests that must see the process itself: that it stays up, what it logs. `remote`
// stands in for the in-process app, so the testing helpers (createClient, openEventStream) drive
// it over real HTTP.

const START_TIMEOUT_MS = 60_000;

type App = Parameters<typeof createClient>[0];

export type ServerProcess = {
  base: string;
  /** Pass to createClient / openEventStream in place of the app. */
  remote: App;
  exitCode: () => number | null;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited after 10 s. */
  stop: () => Promise<void>;
};

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-process-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      APP_URL: TEST_ORIGIN,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web"),
      AUTH_RATE_LIMIT: "off",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no port within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const match = output.match(/\(port (\d+),/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited early with ${code}:\n${output}`));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const remote = { request: (url: string, init?: RequestInit) => fetch(`${base}${url}`, init) } as unknown as App;
  return {
    base,
    remote,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
