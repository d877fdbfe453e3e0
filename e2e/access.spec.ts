import { formatLandingCount, formatLandingMoney } from "@domain/landing-figures";
import type { TFeed } from "@domain/schemas/landing";
import { expect, expectAccessible, signInThroughApi, test } from "./fixtures";

test("a founder opening an investor page gets access denied with their role", async ({ page, founder }) => {
  await signInThroughApi(page, founder, "/founder/dashboard");
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await page.goto("/investor/dashboard");
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByText("Role Mismatch")).toBeVisible();
  await expect(page.getByText("founder", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the landing page shows the feed and the visitor's buttons", async ({ page }) => {
  // The stats block shows the feed's own live figures, rounded down (other journeys add data meanwhile).
  const feed = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/feed");
  await page.goto("/");
  const { stats } = (await (await feed).json()) as TFeed;
  await expect(page.getByRole("link", { name: "List Your Startup" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  const figures = page.getByRole("region", { name: "Kuza in numbers" });
  await expect(figures).toContainText(`${formatLandingCount(stats.businesses)}startup`);
  await expect(figures).toContainText(`${formatLandingMoney(stats.raised)}raised`);
  await expect(figures).not.toContainText("500+");
  await expect(page.getByRole("tab", { name: "Featured Campaigns" })).toBeVisible();
  await page.getByRole("tab", { name: "Company Profiles" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("PayBridge Rwanda");
  await expectAccessible(page);
});

test("a signed-in user opening the landing page is taken to their dashboard", async ({ page, investor }) => {
  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);
  await expectAccessible(page);
});
