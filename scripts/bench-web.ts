// npm run bench:web — what a founder or investor on a mid-range Android phone and a slow mobile
// network gets: Lighthouse 12's mobile preset (simulated slow 4G, 4x CPU slow-down) on `/`,
// `/login`, `/businesses` and a campaign page, three runs each, medians printed.
//
// Brings the web build up to date (scripts/build-if-needed.mjs), or uses WEB_DIST_DIR as it is
// when that is set; starts the real server on a free port with an embedded database in a
// temporary directory; seeds founders with businesses and active campaigns and an investor
// through the API (scripts/bench-web-seed.ts); opens the campaign page with the investor's
// session cookie (Lighthouse's extraHeaders). Uses Debian's Chromium headless. Writes every run
// to .tmp/bench-web-<time>.json. Exits non-zero only when something crashes: the goals
// (performance >= 95, accessibility 100, LCP < 2.5 s) are reported, not enforced.
//
// Every page is measured in each language (decision 019: one build per language), chosen with the
// kuza-locale cookie as the language switch sets it: no page may be slower in French.
//
// Options (environment): BENCH_WEB_RUNS (3), BENCH_WEB_LOCALES ("en,fr"), WEB_DIST_DIR (skip the
// build), CHROME_PATH.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { seedBenchData } from "./bench-web-seed";
import { freePort } from "./free-port";

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const LOCALES = (process.env.BENCH_WEB_LOCALES ?? "en,fr").split(",").filter(Boolean);
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
};
type Page = { name: string; path: string; cookie?: string };

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
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // The bench measures its own data: no sample data on a new database.
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitForReady(base: string, child: ChildProcess, timeoutMs = 60_000) {
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

async function audit(url: string, chromePort: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cookie && { extraHeaders: { Cookie: cookie } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
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

function report(name: string, m: Run) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const flags = [
    m.performance >= GOALS.performance ? "" : "perf below goal",
    m.accessibility >= GOALS.accessibility ? "" : "a11y below goal",
    m.lcp < GOALS.lcpMs ? "" : "LCP over goal",
  ].filter(Boolean);
  console.log(
    `${name.padEnd(15)} perf ${String(m.performance).padStart(3)}  a11y ${String(m.accessibility).padStart(3)}  ` +
      `FCP ${s(m.fcp)}  LCP ${s(m.lcp)}  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  SI ${s(m.si)}  ` +
      `${(m.bytes / 1024).toFixed(0)} KiB${flags.length ? `  (${flags.join(", ")})` : ""}`,
  );
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const distDir = webDistDir();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-bench-web-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = load();
  console.log(`bench:web: Lighthouse mobile preset, ${RUNS} runs per page, ${distDir} served on ${base}`);
  console.log(`load average before: ${loadBefore}`);
  const server = startServer(port, dataDir, distDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForReady(base, server);
    const seeded = await seedBenchData(base);
    const pages: Page[] = [
      { name: "/", path: "/" },
      { name: "/login", path: "/login" },
      { name: "/businesses", path: "/businesses" },
      { name: "campaign", path: seeded.campaignPath, cookie: seeded.investorCookie },
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const results: Array<{ page: string; locale: string; path: string; runs: Run[]; median: Run }> = [];
    for (const page of pages) {
      for (const locale of LOCALES) {
        const cookie = [page.cookie, `kuza-locale=${locale}`].filter(Boolean).join("; ");
        // One unmeasured visit warms the server (first queries, file reads) as a live server would be.
        await fetch(`${base}${page.path}`, { headers: { cookie } });
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(`${base}${page.path}`, chrome.port, cookie));
        results.push({ page: `${page.name} ${locale}`, locale, path: page.path, runs, median: medians(runs) });
      }
    }
    const loadAfter = load();
    console.log(`\nmedians of ${RUNS} runs:`);
    for (const r of results) report(r.page, r.median);
    console.log(`load average after: ${loadAfter}`);
    mkdirSync(".tmp", { recursive: true });
    const file = path.join(".tmp", `bench-web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    const at = new Date().toISOString();
    writeFileSync(
      file,
      JSON.stringify({ at, distDir, runsPerPage: RUNS, locales: LOCALES, loadBefore, loadAfter, results }, null, 2),
    );
    console.log(`written to ${file}`);
  } finally {
    await chrome?.kill();
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
