import { cards, listingsFor, listThroughApi, tagFor } from "./catalogue-listings";
import { expect, expectAccessible, signInThroughApi, test } from "./fixtures";

// /deals and the campaign page, as a signed-in investor sees them.

test("a signed-in investor browses the deals and opens a campaign", async ({ page, investor, consoleErrors }) => {
  test.slow(); // a long walk: two listings, filters, the campaign page, phone widths
  consoleErrors.allow(/status of 404/);
  const tag = tagFor("deal");
  const [solar, agro] = listingsFor(tag);
  if (!solar || !agro) throw new Error("two listings expected");
  const solarIds = await listThroughApi(page, solar);
  await listThroughApi(page, agro);

  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);

  // /deals: active campaigns only, with real figures and the business's stage.
  await page.goto(`/deals?search=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await page.getByLabel("Stage").selectOption("seed");
  await expect(cards(page)).toHaveCount(1);
  const deal = cards(page).first();
  await expect(deal).toContainText(`Light up homes ${tag}`);
  await expect(deal).toContainText("Seed");
  await expect(deal).toContainText("$0 raised of $40,000");
  await expect(deal).toContainText("20 days left");
  await page.getByLabel("Stage").selectOption("growth");
  await expect(page.getByText("No active campaigns found.")).toBeVisible();
  await page.getByLabel("Stage").selectOption("seed");
  await expectAccessible(page);

  // The campaign page: story, funding panel and the business.
  await cards(page)
    .first()
    .getByRole("link", { name: `View Campaign: Light up homes ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${solarIds.businessId}/campaign/${solarIds.campaignId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Light up homes ${tag}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "The Pitch" })).toContainText("Solar for every home.");
  const funding = page.getByRole("region", { name: "Funding Goal" });
  await expect(funding).toContainText("$40,000");
  await expect(funding).toContainText("SAFE note");
  await expect(funding).toContainText("10%");
  await expect(funding).toContainText("20 days left");
  await expect(page.getByRole("region", { name: "Team" })).toContainText("Wanjiru Kamau");
  await expectAccessible(page);

  // Investors contact the startup from here too: Contact Founder opens the conversation with its founder.
  await page.getByRole("button", { name: "Contact Founder" }).click();
  await expect(page).toHaveURL(/\/messages\?contact=/);
  await expect(page.getByText("Conversation started! You can now send messages.")).toBeVisible();

  // The business's active campaign by its short address, and a campaign that does not exist.
  await page.goto(`/businesses/${solarIds.businessId}/campaign`);
  await expect(page.getByRole("heading", { level: 1, name: `Light up homes ${tag}` })).toBeVisible();
  await page.goto(`/businesses/${solarIds.businessId}/campaign/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { name: "Campaign Not Found" })).toBeVisible();
  await expect(
    page.getByText("The campaign you're looking for doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to Deals" }).click();
  await expect(page).toHaveURL(/\/deals$/);

  // Phone width: nothing overflows sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [`/businesses?search=${tag}`, `/deals?search=${tag}`]) {
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  // ... and each empty search box shows its whole placeholder (measured in the input's own font).
  for (const [path, label] of [
    ["/businesses", "Search businesses"],
    ["/deals", "Search deals"],
  ] as const) {
    await page.goto(path);
    const box = page.getByLabel(label);
    await expect(box).toHaveValue("");
    const fit = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no canvas");
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, text: context.measureText(input.placeholder).width, inner };
    });
    expect(fit.placeholder).not.toBe("");
    expect(fit.text, `"${fit.placeholder}" fits in ${label}`).toBeLessThanOrEqual(fit.inner);
  }
});
