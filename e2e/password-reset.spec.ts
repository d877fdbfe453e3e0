import { expect, expectAccessible, resetLinkFor, signIn, test } from "./fixtures";

test("a forgotten password is reset through the e-mailed link, once", async ({ page, founder }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel("Email").fill(founder.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password reset email sent")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expectAccessible(page);

  await expect.poll(() => resetLinkFor(founder.email)).not.toBeNull();
  const link = resetLinkFor(founder.email) as string;
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await page.getByLabel("Confirm new password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, founder.email, "a-brand-new-password");
  await expect(page).toHaveURL(/\/founder\/dashboard$/);

  // The same link does not work twice.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset link not valid" })).toBeVisible();
  await expectAccessible(page);
});
