// npm run bench:web — what a founder or investor on a mid-range Android phone and a slow mobile
// network gets: Lighthouse 12's mobile preset (simulated slow 4G, 4x CPU slow-down) on `/`,
// `/login`, `/businesses`, a campaign page (an investor), `/matchmaking`, `/due-diligence`,
// `/investor/dashboard` (the investor) and `/founder/dashboard` (a founder), three runs each,
// medians printed, and beside them a minimal React + router page built and measured in the same
// run (scripts/bench-web-reference.ts): each page's LCP is also given as a ratio of its LCP.
//
// Brings the web build up to date (scripts/build-if-needed.mjs), or uses WEB_DIST_DIR as it is
// when that is set; starts the real server on a free port with an embedded database in a
// temporary directory and an admin account; seeds founders with businesses and campaigns the
// admin approves, and an investor, through the API (scripts/web-perf/bench-web-seed.ts); opens the
// members' pages with the session cookie (Lighthouse's extraHeaders). Uses Debian's Chromium
// headless. Runs go round by round (every page once, then again), so a change of the machine's
// load falls on every page alike. Writes every run to .tmp/bench-web-<time>.json. Exits non-zero
// only when something crashes: the goals (performance >= 95, accessibility 100, LCP < 2.5 s) are
// reported, not enforced.
//
// Every page is measured in each language (decision 019: one build per language), chosen with the
// kuza-locale cookie as the language switch sets it: no page may be slower in French.
//
// Options (environment): BENCH_WEB_RUNS (3), BENCH_WEB_LHR_DIR (keep each page's Lighthouse report there), BENCH_WEB_LOCALES ("en,fr"), BENCH_WEB_PAGES (names
// to measure, e.g. "campaign,/matchmaking"; all by default), BENCH_WEB_PORT (the server's port;
// a free one by default, the reference page on the next), WEB_DIST_DIR (skip the build), CHROME_PATH,
// BENCH_WEB_CPU ("preset", "calibrated" or a multiplier: scripts/web-perf/cpu-calibration.ts).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildReference, serveReference } from "./bench-web-reference";
import { freePort } from "./free-port";
import { seedBenchData } from "./web-perf/bench-web-seed";
import { calibratedCpuSlowdown, cpuChoiceOf, PRESET_CPU_SLOWDOWN } from "./web-perf/cpu-calibration";

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const LOCALES = (process.env.BENCH_WEB_LOCALES ?? "en,fr").split(",").filter(Boolean);
const ONLY_PAGES = (process.env.BENCH_WEB_PAGES ?? "").split(",").filter(Boolean);
const CPU = cpuChoiceOf(process.env.BENCH_WEB_CPU);
const ADMIN = { email: "bench-web-admin@example.com", password: randomBytes(16).toString("hex") };
const REFERENCE = "reference";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const GOALS = { performance: 95, accessibility: 100, lcpMs: 2500 };

type Run = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  /** Lighthouse's measure of the host's speed in this run (its CPU calibration reads it). */
  benchmarkIndex: number;
};
type Page = { name: string; url: string; cookie?: string };

function webDistDir(): string {
  if (process.env.WEB_DIST_DIR) return path.resolve(process.env.WEB_DIST_DIR);
  const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("the build failed");
  return path.resolve("dist/web");
}

function startServer(port: number, dataDir: string, distDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // Seeding registers several accounts in a second, far faster than a person would.
      AUTH_RATE_LIMIT: "off",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: "warn",
      // The admin approves the seeded campaigns (decision 018: a new business's campaign waits for review).
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The bench measures its own data: no sample data on a new database.
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitForReady(base: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become ready in time");
}

/** The CPU slow-down of every run, set once before them (BENCH_WEB_CPU). */
let cpuSlowdown = PRESET_CPU_SLOWDOWN;

async function audit(url: string, chromePort: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    ...(cookie && { extraHeaders: { Cookie: cookie } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // BENCH_WEB_LHR_DIR keeps each page's full report (its last run), to see what delays the LCP.
  if (process.env.BENCH_WEB_LHR_DIR) {
    mkdirSync(process.env.BENCH_WEB_LHR_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").slice(0, 60) || "root";
    writeFileSync(path.join(process.env.BENCH_WEB_LHR_DIR, `${name}.json`), JSON.stringify(result.lhr));
  }
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    bytes: metric("total-byte-weight"),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): try that run again. */
async function auditWithRetry(url: string, chromePort: number, cookie?: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, chromePort, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function medians(runs: Run[]): Run {
  const keys = Object.keys(runs[0] as Run) as Array<keyof Run>;
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Run;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

function report(name: string, m: Run, reference?: Run) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const flags = [
    m.performance >= GOALS.performance ? "" : "perf below goal",
    m.accessibility >= GOALS.accessibility ? "" : "a11y below goal",
    m.lcp < GOALS.lcpMs ? "" : "LCP over goal",
  ].filter(Boolean);
  console.log(
    `${name.padEnd(24)} perf ${String(m.performance).padStart(3)}  a11y ${String(m.accessibility).padStart(3)}  ` +
      `FCP ${s(m.fcp)}  LCP ${s(m.lcp)}  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  SI ${s(m.si)}  ` +
      `${(m.bytes / 1024).toFixed(0)} KiB${reference ? `  LCP ×${(m.lcp / reference.lcp).toFixed(2)} of the reference` : ""}` +
      `${flags.length ? `  (${flags.join(", ")})` : ""}`,
  );
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const distDir = webDistDir();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-bench-web-"));
  const port = Number(process.env.BENCH_WEB_PORT ?? 0) || (await freePort());
  const referencePort = process.env.BENCH_WEB_PORT ? port + 1 : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const referenceUrl = `http://127.0.0.1:${referencePort}/`;
  const loadBefore = load();
  console.log(
    `bench:web: Lighthouse mobile preset (CPU: ${CPU.mode}), ${RUNS} runs per page, ${distDir} served on ${base}`,
  );
  console.log(`load average before: ${loadBefore}`);
  const referenceDir = await buildReference();
  const reference = await serveReference(referenceDir, referencePort);
  const server = startServer(port, dataDir, distDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForReady(base, server);
    const seeded = await seedBenchData(base, ADMIN);
    const investor = seeded.investorCookie;
    const pages: Page[] = [
      { name: REFERENCE, url: referenceUrl },
      { name: "/", url: `${base}/` },
      { name: "/login", url: `${base}/login` },
      { name: "/businesses", url: `${base}/businesses` },
      { name: "campaign", url: `${base}${seeded.campaignPath}`, cookie: investor },
      { name: "/matchmaking", url: `${base}/matchmaking`, cookie: investor },
      { name: "/due-diligence", url: `${base}/due-diligence`, cookie: investor },
      { name: "/investor/dashboard", url: `${base}/investor/dashboard`, cookie: investor },
      { name: "/founder/dashboard", url: `${base}/founder/dashboard`, cookie: seeded.founderCookie },
    ].filter((page) => page.name === REFERENCE || ONLY_PAGES.length === 0 || ONLY_PAGES.includes(page.name));
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    // The reference has one language; Kuza's pages are measured in each.
    const measured = pages.flatMap((page) =>
      (page.name === REFERENCE ? ["en"] : LOCALES).map((locale) => ({
        page,
        locale,
        cookie: [page.cookie, `kuza-locale=${locale}`].filter(Boolean).join("; "),
        runs: [] as Run[],
        loads: [] as string[],
      })),
    );
    // One unmeasured visit warms the server (first queries, file reads) as a live server would be.
    for (const m of measured) await fetch(m.page.url, { headers: { cookie: m.cookie } });
    if (CPU.mode === "fixed") cpuSlowdown = CPU.multiplier;
    if (CPU.mode === "calibrated") {
      const indexes: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        indexes.push((await auditWithRetry(referenceUrl, chrome.port)).benchmarkIndex);
      }
      const index = median(indexes);
      cpuSlowdown = Math.round(calibratedCpuSlowdown(index) * 100) / 100;
      console.log(`calibrated: this host's benchmark index ${index.toFixed(0)}, so the CPU is slowed ${cpuSlowdown}×`);
    }
    for (let round = 0; round < RUNS; round += 1)
      for (const m of measured) {
        m.runs.push(await auditWithRetry(m.page.url, chrome.port, m.cookie));
        m.loads.push(load());
      }
    const loadAfter = load();
    const results = measured.map((m) => ({
      page: m.page.name === REFERENCE ? REFERENCE : `${m.page.name} ${m.locale}`,
      locale: m.locale,
      url: m.page.url,
      runs: m.runs,
      loadAverages: m.loads,
      median: medians(m.runs),
    }));
    const referenceMedian = results.find((r) => r.page === REFERENCE)?.median;
    console.log(`\nmedians of ${RUNS} runs (LCP as a multiple of the minimal React + router page's):`);
    for (const r of results) report(r.page, r.median, r.page === REFERENCE ? undefined : referenceMedian);
    const hostIndex = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
    console.log(
      `CPU slowed ${cpuSlowdown}× (${CPU.mode}); this host's benchmark index ${hostIndex.toFixed(0)} (median of the runs), ` +
        `for which Lighthouse's calibration gives ${calibratedCpuSlowdown(hostIndex).toFixed(2)}×`,
    );
    console.log(`load average after: ${loadAfter}`);
    mkdirSync(".tmp", { recursive: true });
    const file = path.join(".tmp", `bench-web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    const at = new Date().toISOString();
    writeFileSync(
      file,
      JSON.stringify(
        { at, distDir, runsPerPage: RUNS, locales: LOCALES, cpuSlowdown, hostIndex, loadBefore, loadAfter, results },
        null,
        2,
      ),
    );
    console.log(`written to ${file}`);
  } finally {
    await chrome?.kill();
    await new Promise((r) => reference.close(r));
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
