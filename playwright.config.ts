import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Journeys run against the real server and a database made fresh for each run: embedded PGlite,
// or, when TEST_DATABASE_URL names a PostgreSQL server (CI), a database of the run's own on it,
// dropped after (scripts/e2e-server.mjs). PGlite's WebAssembly was about a quarter of the
// journeys' CPU; the same work in a native PostgreSQL costs a fraction of that (docs/testing.md).
// Debian's Chromium is used when present (this machine cannot download Playwright's own): its
// headless shell first, the build Playwright itself runs headless, which took a fifth less CPU
// than the full browser over the same journeys (docs/testing.md); the full browser otherwise.
// E2E_PORT and E2E_WEB_DIST_DIR let two runs share the machine (each with its own server, data
// and build); CI uses the defaults.
const PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? "dist/web";
const DATABASE_URL = process.env.TEST_DATABASE_URL ? databaseOfPort(process.env.TEST_DATABASE_URL) : undefined;

/** The run's own database beside TEST_DATABASE_URL's, named after the port as the data dir is. */
function databaseOfPort(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/kuza_e2e_${PORT}`;
  return url.toString();
}
const systemChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records a screencast and DOM snapshots of every action of every journey, to keep
    // only those of a failure: half of the Playwright side's CPU in a green run. CI (npm test on
    // a CI machine) keeps the failure's screenshot and Playwright's error-context page instead;
    // locally a failing journey keeps its trace (`npx playwright show-trace`).
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: systemChromium
      ? {
          executablePath: systemChromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        }
      : {},
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${E2E_BASE_URL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The server drains and stops, then scripts/e2e-server.mjs drops the run's database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      APP_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      WEB_DIST_DIR,
      // Journeys sign in far more often than a person would; this run turns the limits off on purpose.
      AUTH_RATE_LIMIT: "off",
      ADMIN_EMAIL: "admin@kuza.test",
      ADMIN_PASSWORD: "admin-e2e-password",
      LOG_LEVEL: "warn",
      // The journeys expect an empty database: no sample data on this new one.
      SEED_DEMO: "false",
    },
  },
});
