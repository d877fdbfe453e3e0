import { ADMIN, expect, expectAccessible, signInThroughApi, test } from "./fixtures";

// /admin/jobs: an admin opens the job queue from the navigation and finds its counts by state and
// the jobs waiting to run (the daily prune of done jobs, scheduled when the server started), on a
// wide screen and on a phone, in both themes.

test("an admin sees the job queue's counts and its pending jobs", async ({ page }) => {
  await signInThroughApi(page, ADMIN, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("link", { name: "Jobs", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Background Jobs" })).toBeVisible();

  const main = page.getByRole("main");
  for (const state of ["Pending", "Running", "Done", "Failed"]) {
    await expect(main.getByText(state, { exact: true }).first()).toBeVisible();
  }
  const list = page.getByRole("list", { name: "Pending and failed jobs" });
  const prune = list.getByTestId("admin-job").filter({ hasText: "jobs.prune" });
  await expect(prune.first()).toBeVisible();
  await expect(prune.first().getByText("Pending")).toBeVisible();
  // Only a failed job offers Retry.
  await expect(prune.first().getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/admin-jobs-1280-dark.png", fullPage: true });

  // A phone: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(prune.first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/admin-jobs-375-dark.png", fullPage: true });
});

test("a founder cannot open the job queue", async ({ page, founder }) => {
  await signInThroughApi(page, founder, "/founder/dashboard");
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Background Jobs" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Jobs", exact: true })).toHaveCount(0);
});
