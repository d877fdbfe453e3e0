import { expect, expectAccessible, signInThroughApi, test } from "./fixtures";

test("the chosen theme survives a reload", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: /Change theme/ }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await expectAccessible(page);
  await page.getByRole("button", { name: /Change theme/ }).click();
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("on a 375 px phone the sidebar is a drawer", async ({ page, investor }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);
  await expect(page.getByTestId("sidebar")).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByTestId("mobile-drawer");
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(drawer).toBeHidden();
  // Nothing overflows sideways at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the sidebar collapses and expands on hover", async ({ page, founder }) => {
  await signInThroughApi(page, founder, "/founder/dashboard");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-wide", "true");
  await page.getByRole("button", { name: /Sidebar mode/ }).click();
  await page.getByRole("menuitemradio", { name: "Collapsed" }).click();
  await expect(sidebar).toHaveAttribute("data-wide", "false");
  await expectAccessible(page);
  await page.getByRole("button", { name: /Sidebar mode/ }).click();
  await page.getByRole("menuitemradio", { name: "Expand on hover" }).click();
  await page.mouse.move(600, 400);
  await expect(sidebar).toHaveAttribute("data-wide", "false");
  await sidebar.hover();
  await expect(sidebar).toHaveAttribute("data-wide", "true");
  await expectAccessible(page);
  await page.mouse.move(900, 400);
  await expect(sidebar).toHaveAttribute("data-wide", "false");
  await page.reload();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-mode", "hover");
});

test("a page whose code is gone after a deploy reloads once, then offers a reload that recovers", async ({
  page,
  investor,
  consoleErrors,
}) => {
  // The tab runs a build whose matchmaking chunk the server no longer has (a deploy since).
  const gone = /\/assets\/matchmaking-page-[^/]+\.js$/;
  await page.route(gone, (route) => route.fulfill({ status: 404, body: "Not found" }));
  consoleErrors.allow(/the server responded with a status of 404|dynamically imported module: .*matchmaking-page/);
  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Going there fails; the page reloads by itself once, the chunk is still gone, and the error says so.
  const reloaded = page.waitForEvent("load");
  await page.getByTestId("sidebar").getByRole("link", { name: "Deal Flow" }).click();
  await reloaded;
  const alert = page.getByRole("alert").filter({ hasText: "This page could not load" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Kuza may have just been updated, or the connection dropped.");
  await expect(page).toHaveURL(/\/matchmaking$/);
  // The signed-in shell stays around it, and nothing of React Router's developer screen shows.
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  await expectAccessible(page);

  // The new build is there now: Reload page gets it.
  await page.unroute(gone);
  await alert.getByRole("button", { name: "Reload page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Matchmaking" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "This page could not load" })).toHaveCount(0);
});
