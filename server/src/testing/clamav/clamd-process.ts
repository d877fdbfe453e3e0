import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// A real clamd (Debian's clamav-daemon) for the tests, on a signature database of one entry: the
// EICAR test file. No signature download is possible here, and none is needed: the test proves
// that a file clamd flags is refused, whatever the signature. Started in the foreground on a unix
// socket in a temporary directory, never the system service, and stopped by its pid.

/**
 * The 68-byte EICAR anti-virus test file, put together here so that no file of the repository
 * holds it whole (a developer's own scanner would quarantine that file).
 */
export const EICAR = new TextEncoder().encode(
  ["X5O!P%@AP[4\\PZX54(P^)7CC)7}$", "EICAR-STANDARD-ANTIVIRUS", "-TEST-FILE!$H+H*"].join(""),
);

/** The signature's name in the database; clamd reports it as "Kuza.Test.EICAR.UNOFFICIAL". */
export const EICAR_SIGNATURE = "Kuza.Test.EICAR";

const CLAMD = "/usr/sbin/clamd";

function clamdInstalled(): boolean {
  return spawnSync(CLAMD, ["--version"], { stdio: "ignore" }).status === 0;
}

export type RunningClamd = {
  socket: string;
  pid: number;
  /** From spawn to the first PONG on the socket. */
  startMs: number;
  stop: () => Promise<void>;
};

/**
 * Starts clamd and resolves once it answers PING. `streamMaxLength` is clamd's StreamMaxLength
 * (and its file and scan size limits follow it, so a file under the limit is scanned whole).
 */
export async function startClamd(options: { streamMaxLength: string }): Promise<RunningClamd> {
  if (!clamdInstalled()) {
    throw new Error(`${CLAMD} is missing: apt-get install clamav-daemon (.ci/run installs it)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "kuza-clamd-"));
  const hex = Buffer.from(EICAR).toString("hex");
  // An extended signature (.ndb): name, any target type, any offset, the bytes in hex.
  writeFileSync(path.join(dir, "kuza-test.ndb"), `${EICAR_SIGNATURE}:0:*:${hex}\n`);
  const socket = path.join(dir, "clamd.sock");
  const config = [
    `DatabaseDirectory ${dir}`,
    `LocalSocket ${socket}`,
    `TemporaryDirectory ${dir}`,
    `LogFile ${path.join(dir, "clamd.log")}`,
    "Foreground yes",
    `StreamMaxLength ${options.streamMaxLength}`,
    `MaxFileSize ${options.streamMaxLength}`,
    `MaxScanSize ${options.streamMaxLength}`,
    // The self-check re-reads the database every 600 s by default: nothing changes it here.
    "SelfCheck 0",
  ];
  const configFile = path.join(dir, "clamd.conf");
  writeFileSync(configFile, `${config.join("\n")}\n`);
  const started = performance.now();
  const child: ChildProcess = spawn(CLAMD, ["-c", configFile], { stdio: "ignore" });
  const pid = child.pid;
  if (pid === undefined) throw new Error("clamd did not start");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Should the test process end without stop() (a crash, a teardown cut short), take clamd along.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPong(socket, child, () => readLog(dir));
  } catch (error) {
    await stop();
    throw error;
  }
  return { socket, pid, startMs: Math.round(performance.now() - started), stop };
}

function readLog(dir: string): string {
  try {
    return readFileSync(path.join(dir, "clamd.log"), "utf8").split("\n").slice(-5).join("\n");
  } catch {
    return "(no log)";
  }
}

async function waitForPong(socket: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`clamd exited (${child.exitCode}):\n${log()}`);
    if (await ping(socket)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`clamd did not answer PING within 30 s:\n${log()}`);
}

function ping(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const client = connect(socket);
    let answer = "";
    client.on("connect", () => client.write("zPING\0"));
    client.on("data", (data) => {
      answer += data.toString();
      if (answer.includes("\0")) client.end();
    });
    client.on("error", () => resolve(false));
    client.on("close", () => resolve(answer.startsWith("PONG")));
  });
}
