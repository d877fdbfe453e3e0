// npm run bench:start — how long `npm start` takes from spawn until GET /api/health answers 200,
// and the server's resident memory once started and idle (VmRSS from /proc; Linux only). Median
// of 3 starts on an embedded data dir that already exists (a temporary one, created and migrated
// by an untimed first start, unless `--data-dir <dir>` names one). The builds are brought up to
// date first, so the timed starts measure the start alone. Targets: 2 s and 250 MB.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = 3;
const IDLE_MS = 3_000;
const TARGET_MS = 2_000;
const TARGET_RSS_MB = 250;

const dataDirArg = process.argv.indexOf("--data-dir");
const ownDataDir = dataDirArg === -1;
const dataDir = ownDataDir
  ? mkdtempSync(path.join(tmpdir(), "kuza-bench-start-"))
  : path.resolve(process.argv[dataDirArg + 1]);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

/** One `npm start` in a process group of its own; resolves once /api/health answers 200. */
async function start() {
  const startedAt = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info", SEED_DEMO: "false" },
    stdio: ["ignore", "pipe", "pipe"],
    shell: process.platform === "win32",
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  let finished = false;
  void exited.then(() => {
    finished = true;
  });
  for (;;) {
    if (finished) throw new Error(`npm start exited before answering:\n${output}`);
    const port = output.match(/\(port (\d+),/)?.[1];
    if (port) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) break;
    }
    await sleep(10);
  }
  const healthyMs = performance.now() - startedAt;
  const serverPid = Number(readFileSync(path.join(dataDir, "server.pid"), "utf8"));
  return {
    healthyMs,
    serverPid,
    stop: async () => {
      process.kill(-child.pid, "SIGTERM");
      const how = await exited;
      if (how !== 0) throw new Error(`npm start did not exit cleanly (${how}):\n${output}`);
    },
  };
}

console.log("Bringing the builds up to date...");
const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { cwd: root, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

if (!existsSync(path.join(dataDir, "pglite"))) {
  console.log(`Creating the embedded database in ${dataDir} (untimed)...`);
  await (await start()).stop();
}

const runs = [];
for (let run = 1; run <= RUNS; run++) {
  const loadBefore = load();
  const server = await start();
  await sleep(IDLE_MS);
  const memory = memoryOf(server.serverPid);
  await server.stop();
  runs.push({ healthyMs: server.healthyMs, ...memory });
  console.log(
    `start ${run}: healthy after ${Math.round(server.healthyMs)} ms; idle RSS ${memory.rss.toFixed(0)} MB ` +
      `(peak ${memory.peak.toFixed(0)} MB); load average ${loadBefore}`,
  );
}
if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });

const healthy = median(runs.map((r) => r.healthyMs));
const rss = median(runs.map((r) => r.rss));
const mark = (ok) => (ok ? "ok" : "over target");
console.log(`\nmedian of ${RUNS} starts of npm start on an existing embedded database:`);
console.log(`  start to healthy: ${Math.round(healthy)} ms (target ${TARGET_MS} ms: ${mark(healthy < TARGET_MS)})`);
console.log(`  idle RSS:         ${rss.toFixed(0)} MB (target ${TARGET_RSS_MB} MB: ${mark(rss < TARGET_RSS_MB)})`);
console.log(`  load average:     ${load()} on ${availableParallelism()} cores`);
