import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The real entry point, as `npm start` runs it: starts, answers, and on SIGTERM exits 0 having
// released its data dir.

// A real process on a fresh data dir: creating the embedded database takes many seconds when
// the machine is busy (the whole suite runs in parallel beside it).
const PROCESS_TIMEOUT_MS = 120_000;

let child: ChildProcess | undefined;
/** The data dirs made here, removed after each test: an embedded database is about 40 MB. */
const dataDirs: string[] = [];
afterEach(async () => {
  // Still running: neither an exit code nor the signal that ended it.
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kuza-main-"));
  dataDirs.push(dir);
  return dir;
}

function start(dataDir: string) {
  const proc = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info", WEB_DIST_DIR: path.join(dataDir, "none") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = new Promise<number>((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (chunk) => {
      out += String(chunk);
      const match = out.match(/\(port (\d+),/);
      if (match) resolve(Number(match[1]));
    });
    proc.on("exit", (code) => reject(new Error(`server exited early with ${code}`)));
  });
  return { proc, port };
}

describe("server process", () => {
  it(
    "serves, then drains and exits 0 on SIGTERM",
    async () => {
      const dataDir = freshDataDir();
      const { proc, port } = start(dataDir);
      child = proc;
      const base = `http://127.0.0.1:${await port}`;
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(200);
      // Idle connections outlive a proxy's 60 s idle timeout (a shorter one races reused sockets).
      expect(ready.headers.get("keep-alive")).toBe("timeout=65");
      expect(existsSync(path.join(dataDir, "server.pid"))).toBe(true);

      const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
      proc.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    "refuses to open an embedded data dir that another server holds",
    async () => {
      const dataDir = freshDataDir();
      const first = start(dataDir);
      child = first.proc;
      await first.port;
      const second = start(dataDir);
      second.port.catch(() => {}); // it never gets a port: that is the point
      const code = await new Promise<number | null>((resolve) => second.proc.on("exit", resolve));
      expect(code).not.toBe(0);
      first.proc.kill("SIGTERM");
    },
    PROCESS_TIMEOUT_MS,
  );
});
