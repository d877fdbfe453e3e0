import { ADMIN, expect, expectAccessible, signIn, test } from "./fixtures";

test("an investor signs in and lands on the investor dashboard", async ({ page, investor }) => {
  await page.goto("/login");
  await expectAccessible(page);
  await signIn(page, investor.email, investor.password);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/investor\/dashboard$/);
  await expect(page.getByRole("link", { name: "Deal Flow" })).toBeVisible();
});

test("a founder signs in and lands on the founder dashboard", async ({ page, founder }) => {
  await page.goto("/login");
  await signIn(page, founder.email, founder.password);
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await expectAccessible(page);
  // An open menu must not hide focusable content from assistive tech.
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menuitem", { name: "My Business" })).toBeVisible();
  await expectAccessible(page);
});

test("an admin signs in and sees real user counts", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Total Users")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sample Data" }).first()).toBeVisible();
  await expectAccessible(page);
});

test("a wrong password shows the sign-in failure and stays on /login", async ({ page, founder, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await page.goto("/login");
  await signIn(page, founder.email, "not-the-password");
  await expect(page.getByText("Sign In Failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test("a guarded page sends a signed-out user to /login and back after signing in", async ({ page, investor }) => {
  await page.goto("/investor/preferences");
  await expect(page).toHaveURL(/\/login\?next=%2Finvestor%2Fpreferences$/);
  await expectAccessible(page);
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/investor\/preferences$/);
  await expect(page.getByRole("heading", { name: "Investment Preferences" })).toBeVisible();
  await expect(page).toHaveTitle("Investment Preferences · Kuza");
  await expectAccessible(page);
});

test("signing out ends the session and returns to /login", async ({ page, founder }) => {
  await page.goto("/login");
  await signIn(page, founder.email, founder.password);
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle("Sign In · Kuza");
  await expectAccessible(page);
  await page.goto("/founder/dashboard");
  await expect(page).toHaveURL(/\/login\?next=/);
});
