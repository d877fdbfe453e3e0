import { E2E_BASE_URL } from "../playwright.config";
import { listingsFor, listThroughApi } from "./catalogue-listings";
import { expect, test } from "./fixtures";

// /investor/dashboard at 375 px with the widest data it shows: nothing may stick out sideways.

const headers = { origin: E2E_BASE_URL };

test("nothing sticks out sideways at 375 px on the investor dashboard, whatever the data", async ({
  page,
  founder,
  investor,
}) => {
  // A one-word business name far wider than a phone, with a rejected investment, a pending one and
  // a due-diligence process on it.
  const name = `${"Cooperative".repeat(5)}${Date.now()}`;
  const [listing] = listingsFor(name);
  if (!listing) throw new Error("a listing expected");
  const { businessId, campaignId } = await listThroughApi(
    page,
    { ...listing, business: { ...listing.business, businessName: name } },
    founder,
  );
  const signInAs = async (account: { email: string; password: string }) => {
    await page.context().clearCookies();
    expect((await page.request.post("/api/auth/sign-in/email", { headers, data: account })).ok()).toBe(true);
  };
  const invest = (amount: number) =>
    page.request.post("/api/investor/investments", { headers, data: { campaignId, amount } });

  await signInAs(investor);
  const first = (await (await invest(5_000)).json()) as { investment: { id: string } };
  expect((await page.request.post("/api/due-diligence", { headers, data: { businessId, campaignId } })).ok()).toBe(
    true,
  );
  await signInAs(founder);
  const decided = await page.request.patch(`/api/founder/investments/${first.investment.id}`, {
    headers,
    data: { status: "rejected" },
  });
  expect(decided.ok()).toBe(true);
  await signInAs(investor);
  expect((await invest(2_000)).ok()).toBe(true);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/investor/dashboard");
  const recent = page.getByRole("region", { name: "Recent Investments" });
  await expect(recent.getByText("Rejected")).toBeVisible();
  await expect(recent.getByText("Pending")).toBeVisible();
  await expect(page.getByRole("region", { name: "Due Diligence" }).getByText(name)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
