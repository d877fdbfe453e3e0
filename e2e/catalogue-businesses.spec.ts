import { cards, listingsFor, listThroughApi, tagFor } from "./catalogue-listings";
import { expect, expectAccessible, signInThroughApi, test } from "./fixtures";

// /businesses: a visitor browses and filters the catalogue and opens a business profile; a
// signed-in investor saves and passes; a click right after typing opens the card.

test("a visitor filters the catalogue by stage and amount and opens a business profile", async ({
  page,
  founder,
  consoleErrors,
}) => {
  // The not-found check below asks for a business that does not exist.
  consoleErrors.allow(/status of 404/);
  const tag = tagFor("vis");
  const [solar, agro, medi] = listingsFor(tag);
  if (!solar || !agro || !medi) throw new Error("three listings expected");
  const { businessId: solarId } = await listThroughApi(page, solar, founder);
  await listThroughApi(page, agro);
  await listThroughApi(page, medi);

  // The top bar's search lands here as ?search=; the box shows it and the list is searched.
  await page.goto(`/businesses?search=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Explore Deals" })).toBeVisible();
  await expect(page.getByLabel("Search businesses")).toHaveValue(tag);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: "3 businesses" })).toBeVisible();

  // Stage filters on the server, and the choice lives in the URL (it survives a reload).
  await page.getByLabel("Stage").selectOption("series-a");
  await expect(page).toHaveURL(/stage=series-a/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Agro ${tag}`);
  await page.reload();
  await expect(page.getByLabel("Stage")).toHaveValue("series-a");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Agro ${tag}`);

  // Amount filters on the active campaign's goal.
  await page.getByLabel("Stage").selectOption("");
  await page.getByLabel("Amount").selectOption({ label: "Under $50K" });
  await expect(page).toHaveURL(/amount=under-50k/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Solar ${tag}`);
  await expect(cards(page).first()).toContainText("$0 raised of $40,000");
  await page.getByLabel("Amount").selectOption({ label: "Over $1M" });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Medi ${tag}`);
  // Back undoes the last filter.
  await page.goBack();
  await expect(page.getByLabel("Amount")).toHaveValue("under-50k");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Solar ${tag}`);

  // Nothing matches: the spec's empty state.
  await page.getByLabel("Stage").selectOption("series-b");
  await expect(page.getByText("No businesses found.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/businesses$/);

  // A visitor's Save asks them to sign in first.
  await page.goto(`/businesses?search=${tag}&stage=seed`);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("link", { name: `Save Solar ${tag} (sign in required)` }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  // The profile: header, View Deal, and the seven tabs with their contents or empty states.
  await page.goto(`/businesses?search=${tag}&stage=seed`);
  await page.getByRole("link", { name: `View Profile: Solar ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${solarId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Solar ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Deal" }).first()).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Business profile" });
  await expect(tabs.getByRole("tab")).toHaveText([
    "Overview",
    "Details",
    "Team",
    "Traction",
    "Milestones",
    "Fundraising",
    "Documents",
  ]);
  await expect(page.getByRole("tabpanel")).toContainText("Pay-as-you-go solar kits");
  await tabs.getByRole("tab", { name: "Team" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Wanjiru Kamau");
  // Keyboard: arrows move between tabs.
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Traction" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tabpanel")).toContainText("No historical data available");
  await tabs.getByRole("tab", { name: "Milestones" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("First 1,000 homes");
  await tabs.getByRole("tab", { name: "Fundraising" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("No fundraising rounds added yet.");
  await tabs.getByRole("tab", { name: "Documents" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("No documents available.");
  await expectAccessible(page);

  // An unknown business is not found.
  await page.goto("/businesses/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Businesses" }).click();
  await expect(page).toHaveURL(/\/businesses$/);
});

test("a signed-in investor saves one business and passes another (the passed one disappears)", async ({
  page,
  investor,
}) => {
  const tag = tagFor("inv");
  const [solar, agro, medi] = listingsFor(tag);
  if (!solar || !agro || !medi) throw new Error("three listings expected");
  await listThroughApi(page, solar);
  await listThroughApi(page, agro);
  await listThroughApi(page, { business: { ...medi.business }, campaign: undefined });

  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);

  // The top bar's search opens the catalogue with the term.
  await page.getByRole("combobox", { name: "Search Kuza" }).fill(tag);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/businesses\\?search=${tag}`));
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole("button", { name: `Save Solar ${tag}` }).click();
  await expect(page.getByText("Business Saved")).toBeVisible();
  await expect(page.getByRole("button", { name: `Saved Solar ${tag}` })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: `Pass Agro ${tag}` }).click();
  await expect(page.getByText("Business Passed")).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("heading", { name: `Agro ${tag}` })).toHaveCount(0);

  // Both are kept on the server: after a reload the passed one stays away, the saved one is saved.
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: `Saved Solar ${tag}` })).toBeVisible();
  await page.getByRole("button", { name: "Saved", exact: true }).click();
  await expect(page).toHaveURL(/saved=true/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Solar ${tag}`);
  await expectAccessible(page);

  // The business without a campaign offers its profile only (no View Campaign that is not one),
  // where the campaign button is disabled.
  await page.getByRole("button", { name: "All businesses" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("link", { name: `View Campaign: Medi ${tag}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `View Campaign: Solar ${tag}` })).toBeVisible();
  await page.getByRole("link", { name: `View Profile: Medi ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Medi ${tag}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "No Active Campaign" })).toBeDisabled();

  // Long after the Undo toast, the passed business waits in the Passed view, and Un-pass brings it back.
  await page.goto(`/businesses?search=${tag}`);
  await page.getByRole("button", { name: "Passed", exact: true }).click();
  await expect(page).toHaveURL(/passed=true/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Agro ${tag}`);
  await expectAccessible(page);
  await page.getByRole("button", { name: `Un-pass Agro ${tag}` }).click();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole("button", { name: "All businesses", exact: true }).click();
  await expect(cards(page)).toHaveCount(3);

  // The profile's four actions sit on their own row: the name keeps to one line at 1280 px, and
  // nothing sticks out at 375 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: `View Profile: Solar ${tag}` }).click();
  const name = page.getByRole("heading", { level: 1, name: `Solar ${tag}` });
  await expect(name).toBeVisible();
  const header = page.locator("header").filter({ has: name });
  for (const action of ["Save", "Express Interest", "Contact Founder", "View Deal"])
    await expect(
      header
        .getByRole("button", { name: new RegExp(action) })
        .or(header.getByRole("link", { name: new RegExp(action) })),
    ).toBeVisible();
  const lines = await name.evaluate(
    (h) => h.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h).lineHeight),
  );
  expect(lines).toBeLessThan(1.5);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(name).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a click on a card right after typing in the search opens that card", async ({ page }) => {
  const tag = tagFor("typ");
  const [solar] = listingsFor(tag);
  if (!solar) throw new Error("a listing expected");
  const { businessId } = await listThroughApi(page, solar);
  // The business page's code arrives slowly (a phone network): the search's pause runs out first.
  await page.route(/\/assets\/business-profile-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await page.goto(`/businesses?search=${tag}`);
  const profile = page.getByRole("link", { name: `View Profile: Solar ${tag}` });
  await expect(profile).toBeVisible();
  await page.getByLabel("Search businesses").fill(`Solar ${tag}`);
  await profile.click();
  await expect(page.getByRole("heading", { level: 1, name: `Solar ${tag}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/businesses/${businessId}$`));
  // Well past the pause, nothing pulls the page back to the list or rewrites its address.
  await page.waitForTimeout(600);
  await expect(page).toHaveURL(new RegExp(`/businesses/${businessId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Solar ${tag}` })).toBeVisible();
});
