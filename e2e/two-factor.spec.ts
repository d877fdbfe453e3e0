import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { totp } from "./totp";

// Two-step sign-in: a founder turns it on from Sign-in Security (scanning is replaced by reading
// the key shown for manual entry), then signs in with a code from the "app" and with a recovery code.

async function signOut(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  // The sign-in page, with or without the page to come back to: on a slow machine the signed-out
  // dashboard's own redirect can win the race against Log out's.
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
}

test("a founder turns on two-step sign-in and signs in with a code, then with a recovery code", async ({
  page,
  founder,
  consoleErrors,
}) => {
  // Three sign-ins and axe on four screens: more than the default minute on a loaded machine.
  test.slow();
  consoleErrors.allow(/status of 401/);
  await page.goto("/login");
  await signIn(page, founder.email, founder.password);
  await expect(page).toHaveURL(/\/founder\/dashboard$/);

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign-in Security" }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByTestId("two-factor-state")).toHaveText("Off");
  await page.getByLabel("Current password").fill(founder.password);
  await page.getByRole("button", { name: "Turn On" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);
  await page.getByLabel("Authentication code").fill(totp(secret, Date.now(), 5));
  await page.getByRole("button", { name: "Confirm and Turn On" }).click();
  await expect(page.getByText("Invalid code")).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp(secret));
  await page.getByRole("button", { name: "Confirm and Turn On" }).click();

  await expect(page.getByText("Two-step sign-in is on")).toBeVisible();
  const codes = await page.getByTestId("recovery-codes").getByRole("listitem").allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectAccessible(page);
  await page.getByRole("button", { name: "I Have Saved My Codes" }).click();
  await expect(page.getByTestId("two-factor-state")).toHaveText("On");
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);

  // Password, then a code from the app.
  await signOut(page);
  await signIn(page, founder.email, founder.password);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  await expectAccessible(page);
  // Half signed in is signed out: the session check sees no viewer yet.
  const pending = await page.request.get("/api/session");
  expect(await pending.json()).toEqual({ viewer: null });
  // The next step's code: the current one confirmed set-up, and each step's code works once.
  await page.getByLabel("Authentication code").fill(totp(secret, Date.now(), 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/founder\/dashboard$/);

  // Password, then a recovery code, which works only once.
  const [recovery = ""] = codes;
  await signOut(page);
  await signIn(page, founder.email, founder.password);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/founder\/dashboard$/);

  await signOut(page);
  await signIn(page, founder.email, founder.password);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Invalid backup code")).toBeVisible();
  // The sign-in page, with or without the page to come back to: on a slow machine the signed-out
  // dashboard's own redirect can win the race against Log out's.
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
});
