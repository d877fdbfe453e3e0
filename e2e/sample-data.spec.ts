import { DEMO_PASSWORD } from "@domain/constants/sample-data";
import { ADMIN, expect, expectAccessible, signIn, signInThroughApi, test } from "./fixtures";

// /admin/sample-data: an admin creates the demo users and runs the comprehensive population,
// watching its progress to the end; a demo founder then signs in with the demo password and
// finds a living dashboard. (The e2e server starts with SEED_DEMO=false: the data comes from here.)

test("an admin creates demo users and runs the comprehensive population; a demo founder sees a populated dashboard", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInThroughApi(page, ADMIN, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard's real figures before the population (only ever growing, whatever else runs).
  const figure = (label: string) =>
    page.getByRole("main").getByText(label, { exact: true }).locator("..").getByRole("heading");
  const figureValue = async (label: string) => Number(await figure(label).textContent());
  await expect(figure("Businesses")).toHaveText(/^\d+$/);
  const before = { users: await figureValue("Total Users"), businesses: await figureValue("Businesses") };
  await page.getByRole("link", { name: "Sample Data" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sample Data" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Create Demo Users" })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);

  // Create Demo Users: ten results with their e-mails and ids, the shared password, the spec's toast.
  await page.getByRole("button", { name: "Create Demo Users" }).click();
  await expect(page.getByText("Demo users created")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Successfully created \d+ out of 10 demo users/)).toBeVisible();
  const results = page.getByRole("region", { name: "Create Demo Users Results" });
  await expect(results.getByRole("listitem")).toHaveCount(10);
  await expect(results.getByText("amara.okafor@demo.kuza.africa")).toBeVisible();
  await expect(results.getByText(/^ID: /)).toHaveCount(10);
  await expect(page.getByText(DEMO_PASSWORD, { exact: true })).toBeVisible();

  // The Populate Sample Data tab, by keyboard.
  await page.getByRole("tab", { name: "Create Demo Users" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Populate Sample Data" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Populate Sample Data" })).toBeVisible();

  // Run Comprehensive Data Population: the button waits while the progress bar runs to the end.
  const run = page.getByRole("button", { name: "Run Comprehensive Data Population" });
  await run.click();
  const progress = page.getByRole("progressbar", { name: "Data population progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 120_000 });
  await expect(page.getByText("Completed: 12 of 12 steps")).toBeVisible();
  await expect(page.getByText("Data population completed")).toBeVisible();
  await expect(page.getByText(/Successfully populated data for \d+ operations/)).toBeVisible();
  await expect(run).toBeEnabled();
  const counts = page.getByRole("region", { name: "In place now" });
  await expect(counts.getByText("Due diligence processes")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Demo logins" }).getByText("amara.okafor@demo.kuza.africa"),
  ).toBeVisible();
  await expectAccessible(page);

  // The dashboard's figures have moved with the data.
  await page.goto("/admin/dashboard");
  await expect.poll(() => figureValue("Businesses")).toBeGreaterThan(before.businesses);
  await expect.poll(() => figureValue("Total Users")).toBeGreaterThan(before.users);

  // A demo founder signs in with the demo password: business, campaign, due diligence, matches.
  const device = await browser.newContext();
  const founder = await device.newPage();
  await founder.goto("/login");
  await signIn(founder, "amara.okafor@demo.kuza.africa", DEMO_PASSWORD);
  await expect(founder).toHaveURL(/\/founder\/dashboard$/);
  await expect(founder.getByText("PayLink Africa", { exact: true }).first()).toBeVisible();
  await expect(founder.getByRole("heading", { name: "PayLink Africa Seed Round" })).toBeVisible();
  await expect(founder.getByText("Tunde Adebayo").first()).toBeVisible();
  await expect(founder.getByText("$60,000").first()).toBeVisible();
  await expectAccessible(founder);
  await device.close();
});
