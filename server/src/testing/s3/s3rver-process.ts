import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

// A real S3-protocol server for the tests: s3rver (an npm devDependency, so `npm ci` brings it),
// in its own node process on a port the system picks, over a temporary folder, stopped by its pid.
// Its own process, because s3rver signs ListObjectsV2's continuation tokens with DES, which Node's
// OpenSSL 3 offers only under --openssl-legacy-provider: a flag for that process alone, never for
// the tests or the app. It listens within 1-2 s (at a load average of 18) and serves every call
// the driver makes; it ignores If-Match on a delete and refuses AbortMultipartUpload (decision 031
// says what follows).

/** s3rver's one account. It refuses another access key, but does not check V4 signatures. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
/** s3rver hands out continuation tokens for this region only. */
export const S3RVER_REGION = "us-east-1";

export type RunningS3rver = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  pid: number;
  /** Where it keeps the buckets. */
  directory: string;
  stop: () => Promise<void>;
};

const LISTENING = /S3rver listening on [^\s:]+:(\d+)/;

export async function startS3rver(): Promise<RunningS3rver> {
  const directory = mkdtempSync(path.join(tmpdir(), "kuza-s3rver-"));
  const cli = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
  const child: ChildProcess = spawn(
    process.execPath,
    ["--openssl-legacy-provider", cli, "--directory", directory, "--address", "127.0.0.1", "--port", "0", "--silent"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error("s3rver did not start");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // Should the test process end without stop() (a crash, a teardown cut short), take s3rver along.
  const onExit = () => {
    if (running()) process.kill(pid, "SIGKILL");
    rmSync(directory, { recursive: true, force: true });
  };
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    if (running()) {
      process.kill(pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (running()) process.kill(pid, "SIGKILL");
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const port = await listeningPort(child);
    return { endpoint: `http://127.0.0.1:${port}`, pid, directory, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The port s3rver prints once it listens; its output so far when it exits or takes 30 s. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not listen within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = LISTENING.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout?.off("data", read);
      // Nobody reads its output from here on: let it go, so a full pipe never blocks s3rver.
      child.stdout?.resume();
      child.stderr?.resume();
      resolve(Number(port));
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}):\n${output}`));
    });
  });
}
