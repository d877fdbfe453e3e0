import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite has no lock between processes: only one process may open an embedded data dir.

const lockFile = (dataDir: string) => path.join(dataDir, "server.pid");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a live process holding the data dir, if any. */
export function holderOf(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Takes the data dir for this process, or throws when another live process has it. */
export function lockDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) throw new Error(`The data dir ${dataDir} is in use by process ${holder}. Stop it first.`);
  mkdirSync(dataDir, { recursive: true });
  // A stale file from a dead process is removed; "wx" then makes taking the lock atomic, so two
  // processes starting together cannot both win.
  rmSync(lockFile(dataDir), { force: true });
  try {
    writeFileSync(lockFile(dataDir), String(process.pid), { flag: "wx" });
  } catch {
    throw new Error(`The data dir ${dataDir} is in use by another process. Stop it first.`);
  }
  return () => rmSync(lockFile(dataDir), { force: true });
}
