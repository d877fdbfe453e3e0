import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, request } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR } from "../playwright.config";

export { expect };

export const ADMIN = { email: "admin@kuza.test", password: "admin-e2e-password" };
export const PASSWORD = "kuza-e2e-password";
const ORIGIN = E2E_BASE_URL;
const OUTBOX = path.join(E2E_DATA_DIR, "outbox");

let counter = 0;
/** An address no other test uses, so journeys can run in parallel against one server. */
export function uniqueEmail(label: string) {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@kuza.test`;
}

type Seeded = { email: string; password: string; fullName: string };

/** Creates an account through the real API, as the register form would. */
async function seedAccount(page: Page, role: "founder" | "investor"): Promise<Seeded> {
  const account = {
    email: uniqueEmail(role),
    password: PASSWORD,
    fullName: role === "founder" ? "Amina Founder" : "Kofi Investor",
  };
  const response = await page.request.post("/api/accounts/register", {
    headers: { origin: ORIGIN },
    data: { ...account, role, ...(role === "investor" && { investorType: "angel" }) },
  });
  expect(response.status()).toBe(201);
  // The seeding request signed this browser context in; start each journey signed out.
  await page.context().clearCookies();
  return account;
}

/**
 * The admin approves a campaign waiting in Pending Review, through the review route: a new founder's
 * business is not Verified, so its Active campaign goes live only this way (decision 018).
 */
export async function approveCampaign(campaignId: string) {
  const admin = await request.newContext({ baseURL: ORIGIN });
  try {
    const signedIn = await admin.post("/api/auth/sign-in/email", { headers: { origin: ORIGIN }, data: ADMIN });
    expect(signedIn.status()).toBe(200);
    const approved = await admin.post(`/api/admin/campaigns/${campaignId}/review`, {
      headers: { origin: ORIGIN },
      data: { decision: "active" },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Signs in through better-auth's route from the page's own request context, whose cookies are the
 * browser context's, then opens `landing`: for journeys whose subject is not the sign-in form (the
 * auth journeys keep the form). The form's render and submit were a few seconds of CPU each time.
 */
export async function signInThroughApi(page: Page, account: { email: string; password: string }, landing: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: ORIGIN },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(landing);
}

/** signInThroughApi to "/", which takes a signed-in user to their dashboard, and checks they got there. */
export async function signInToDashboard(page: Page, account: { email: string; password: string }) {
  await signInThroughApi(page, account, "/");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The axe rules that read colours: text contrast, and a link in text told apart by its colour. The
 * dark theme changes colours only (scripts/dark-theme-colours-only.test.ts holds it so) on the same
 * DOM, so every other rule gives the dark theme the light theme's answer.
 */
const THEME_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe on the page as it is now: every rule in the light theme, the colour rules again in the dark
 * one (a full second pass was ~15 s of the journeys' CPU): no serious or critical violations.
 */
export async function expectAccessible(page: Page) {
  // Colour transitions would let axe measure a half-switched theme.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.toggle("dark", t === "dark");
      document.documentElement.classList.toggle("light", t !== "dark");
    }, theme);
    // Legacy mode runs axe.run in the page itself. The default opens a blank page for every
    // analysis to merge the frames' results (a renderer of its own, axe injected there again):
    // a quarter of the checks' CPU, for frames the app does not have.
    const axe = new AxeBuilder({ page }).setLegacyMode(true);
    const results = await (theme === "dark" ? axe.withRules(THEME_RULES) : axe).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${theme}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
  }
}

/** The newest reset e-mail written to the outbox for this address, as its link. */
export function resetLinkFor(email: string): string | null {
  let files: string[];
  try {
    files = readdirSync(OUTBOX)
      .filter((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, "_")))
      .sort();
  } catch {
    return null;
  }
  const last = files.at(-1);
  if (!last) return null;
  const text = readFileSync(path.join(OUTBOX, last), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  return text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0] ?? null;
}

type ConsoleGuard = { allow: (pattern: RegExp) => void };

/**
 * Every journey fails on an unexpected console error or uncaught page error. A journey that
 * provokes an error answer on purpose (a wrong password, a taken e-mail) allows that one line.
 */
export const test = base.extend<{ founder: Seeded; investor: Seeded; consoleErrors: ConsoleGuard }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, "console errors during the journey").toEqual([]);
    },
    { auto: true },
  ],
  founder: async ({ page }, use) => use(await seedAccount(page, "founder")),
  investor: async ({ page }, use) => use(await seedAccount(page, "investor")),
});
