import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BASE_URL } from "../playwright.config";
import { seedBenchData } from "../scripts/web-perf/bench-web-seed";
import {
  htmlOfRoute,
  type Manifest,
  type RouteLoad,
  routeLoads,
  routesFromSource,
} from "../scripts/web-perf/web-budgets";
import { pageDownloads } from "../scripts/web-perf/web-load-bytes";
import { ADMIN, expect, test } from "./fixtures";

// The web budgets (scripts/web-budgets.test.ts) are computed from the build; this checks them
// against what Chromium really downloads while bench:web's pages load, a visitor's and signed-in
// users': every script and style sheet the browser fetched until the network went quiet after
// `load` must be in the route's count (so the budget test cannot miss a chunk imported on start,
// as it once missed zod, imported by the live stream, and sonner, mounted after `load`), and
// none may hold a schema or toast library.

const DIST = process.env.E2E_WEB_DIST_DIR ?? "dist/web";
const read = (file: string) => readFileSync(path.join(DIST, file), "utf8");

function countedLoads(): { loads: Record<string, RouteLoad>; chunkModules: Record<string, string[]> } {
  const manifest = JSON.parse(read(".vite/manifest.json")) as Manifest;
  const chunkModules = JSON.parse(read(".vite/chunk-modules.json")) as Record<string, string[]>;
  const routes = routesFromSource(readFileSync("web/src/app/routes.tsx", "utf8"));
  const loads = routeLoads(
    manifest,
    chunkModules,
    routes,
    () => 0,
    (route) => read(htmlOfRoute(route)),
  );
  return { loads: Object.fromEntries(loads.map((load) => [load.path, load])), chunkModules };
}

const asCookies = (header: string) =>
  header.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });

test("the budget counts every script and style sheet the browser downloads while bench:web's pages load", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { loads, chunkModules } = countedLoads();
  const seeded = await seedBenchData(E2E_BASE_URL, ADMIN);
  const [, businessId, campaignId] = seeded.campaignPath.match(/^\/businesses\/([^/]+)\/campaign\/([^/]+)$/) ?? [];
  expect(campaignId).toBeTruthy();
  const cases = [
    { route: "/", url: "/" },
    { route: "/login", url: "/login" },
    { route: "/businesses", url: "/businesses" },
    { route: "/businesses/:id", url: `/businesses/${businessId}` },
    { route: "/businesses/:businessId/campaign/:campaignId", url: seeded.campaignPath, cookie: seeded.investorCookie },
    { route: "/matchmaking", url: "/matchmaking", cookie: seeded.investorCookie },
    { route: "/due-diligence", url: "/due-diligence", cookie: seeded.investorCookie },
    { route: "/investor/dashboard", url: "/investor/dashboard", cookie: seeded.investorCookie },
    { route: "/founder/dashboard", url: "/founder/dashboard", cookie: seeded.founderCookie },
    { route: "/founder/campaigns/:id", url: `/founder/campaigns/${campaignId}`, cookie: seeded.founderCookie },
  ];
  const forbidden = /node_modules\/(zod|sonner|@hookform)\//;
  for (const { route, url, cookie } of cases) {
    const who = `${url} (${cookie ? "signed in" : "visitor"})`;
    const downloads = await pageDownloads(browser, `${E2E_BASE_URL}${url}`, {
      cookies: cookie ? asCookies(cookie) : [],
    });
    const files = downloads
      .filter((d) => d.status === 200 && /\.(js|css)$/.test(d.path))
      .map((d) => d.path.replace(/^\//, ""));
    expect(files.length, who).toBeGreaterThan(3);
    const counted = loads[route] as RouteLoad;
    expect(
      files.filter((file) => !counted.js.includes(file) && !counted.css.includes(file)),
      `${who}: downloaded but not counted by the budget`,
    ).toEqual([]);
    expect(
      files.flatMap((file) => (chunkModules[file] ?? []).filter((m) => forbidden.test(m))),
      `${who}: a schema or toast library on the first load`,
    ).toEqual([]);
  }
});
