import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from "./fixtures";

test("a founder registers and lands on the founder dashboard", async ({ page }) => {
  await page.goto("/register");
  await expectAccessible(page);
  // Only the role choice shows until a role is picked.
  await expect(page.getByLabel("Full name")).toHaveCount(0);
  await page.getByText("Founder looking for investment").click();
  await expect(page.getByLabel("Investor type")).toHaveCount(0);

  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Full name").fill("Amina Okafor");
  await page.getByLabel("Email").fill(uniqueEmail("founder-ui"));
  await page.getByLabel("Phone (optional)").fill("+234 801 234 5678");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill("something-else");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel("Confirm password").fill(PASSWORD);
  // The success page stays 500 ms (spec). An assertion's retries look at the page 0.5-1 s apart
  // late in their wait, so on a busy machine the page could come and go between two looks (seen
  // once in CI): it is watched at every frame from before the click instead.
  const successPageShown = page.waitForFunction(
    () => [...document.querySelectorAll("h1")].some((h) => h.textContent?.trim() === "Registration Successful"),
    undefined,
    { polling: "raf", timeout: 10_000 },
  );
  await page.getByRole("button", { name: "Create Account" }).click();
  // The toast's library loads with the first toast, so the toast may show as the success page's
  // short stay ends: each is awaited on its own, not one after the other.
  await Promise.all([expect(page.getByText("Account created successfully!")).toBeVisible(), successPageShown]);
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Founder Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Founder Portal" }).first()).toBeVisible();
  await expectAccessible(page);
});

test("an investor registers with an investor type and lands on the investor dashboard", async ({ page }) => {
  await page.goto("/register");
  await page.getByText("Investor looking for opportunities").click();
  await page.getByLabel("Full name").fill("Kofi Mensah");
  await page.getByLabel("Email").fill(uniqueEmail("investor-ui"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Investor type is required for investors")).toBeVisible();

  // Switching to founder clears the investor type and the errors.
  await page.getByText("Founder looking for investment").click();
  await expect(page.getByText("Investor type is required for investors")).toHaveCount(0);
  await page.getByText("Investor looking for opportunities").click();
  await expect(page.getByLabel("Investor type")).toHaveValue("");

  await page.getByLabel("Investor type").selectOption("vc");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/investor\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Investor Dashboard" })).toBeVisible();
  await expectAccessible(page);
});

test("registering with an e-mail that is taken says so under the field", async ({ page, founder, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  await page.goto("/register");
  await page.getByText("Founder looking for investment").click();
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill(founder.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.locator("#email-error")).toContainText("already exists");
  // Said once, under the field: no toast repeats it (or covers Create Account).
  await expect(page.getByText(/already exists/)).toHaveCount(1);
  await expect(page.getByText("Sign Up Failed")).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});
