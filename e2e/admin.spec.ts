import { ADMIN_MESSAGES, SUPPORT_MESSAGES } from "@domain/constants/admin";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { ADMIN, expect, expectAccessible, signIn, signInThroughApi, test } from "./fixtures";

type Account = { email: string; password: string };
const headers = { origin: E2E_BASE_URL };

/** Signs the founder in through the API and gives them a business and a campaign sent for review. */
async function pendingCampaign(request: APIRequestContext, founder: Account, title: string) {
  expect((await request.post("/api/auth/sign-in/email", { headers, data: founder })).status()).toBe(200);
  const business = await request.put("/api/founder/business", {
    headers,
    data: { businessName: `Mkulima Tech ${Date.now()}`, businessType: "agtech", incorporationCountry: "Kenya" },
  });
  expect(business.status()).toBe(200);
  const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const campaign = await request.post("/api/founder/campaigns", {
    headers,
    data: {
      title,
      summary: "Soil sensors for smallholder farms",
      fundingGoal: 250_000,
      equityOffered: 12,
      minInvestment: 5_000,
      maxInvestment: 50_000,
      instrument: "safe",
      endsAt,
      status: "pending",
    },
  });
  expect(campaign.status()).toBe(201);
}

async function signInAsAdmin(page: Page) {
  await page.context().clearCookies();
  await signInThroughApi(page, ADMIN, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

test("an admin sees the figures and bans a user, who is signed out and told why at sign-in", async ({
  page,
  browser,
  founder,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const totalUsers = page.getByText("Total Users").locator("..");
  await expect(totalUsers.getByRole("heading")).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole("figure", { name: "Sign-ups per day, last 30 days" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin tools" }).getByRole("link")).toHaveCount(3);
  await checkAccessible(page);

  // The founder is signed in on their own device while the admin bans them.
  const device = await browser.newContext();
  const founderPage = await device.newPage();
  await signInThroughApi(founderPage, founder, "/founder/dashboard");
  await expect(founderPage).toHaveURL(/\/founder\/dashboard$/);

  await page.getByRole("link", { name: "Users" }).first().click();
  await expect(page.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
  // The list filters as the admin types: no Enter.
  await page.getByLabel("Search users").fill(founder.email);
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  const row = page.getByRole("listitem").filter({ hasText: founder.email });
  await expect(row).toHaveCount(1);
  await checkAccessible(page);
  await row.getByRole("button", { name: "Ban" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Ban User" }).click();
  await expect(dialog.getByText(ADMIN_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByLabel("Reason").fill("Fake traction figures");
  await dialog.getByRole("button", { name: "Ban User" }).click();
  await expect(page.getByText(ADMIN_MESSAGES.userBanned, { exact: true })).toBeVisible();
  await expect(row.getByText("Banned", { exact: true })).toBeVisible();
  await expect(row.getByText("Reason: Fake traction figures")).toBeVisible();

  // Their session ended at once: the next page they open asks them to sign in.
  await founderPage.goto("/founder/campaigns");
  await expect(founderPage).toHaveURL(/\/login/, { timeout: 30_000 });
  await signIn(founderPage, founder.email, founder.password);
  await expect(
    founderPage.getByText(ADMIN_MESSAGES.bannedSignIn.replace("{reason}", "Fake traction figures")),
  ).toBeVisible();
  await expect(founderPage).toHaveURL(/\/login/);

  await row.getByRole("button", { name: "Unban" }).click();
  await expect(page.getByText(ADMIN_MESSAGES.userUnbanned, { exact: true })).toBeVisible();
  await signIn(founderPage, founder.email, founder.password);
  await expect(founderPage).toHaveURL(/\/founder\/campaigns$/);
  await device.close();

  // The security log, opened from their row, holds the ban and its lifting, by this admin.
  await row.getByRole("link", { name: /^Security log of / }).click();
  await expect(page).toHaveURL(/\/admin\/security\?userId=/);
  await expect(page.getByRole("heading", { name: "Security Log", exact: true })).toBeVisible();
  // The admin's actions on them (their own sign-ins are in the log too, with no one else acting).
  const events = page.getByRole("row").filter({ hasText: founder.email }).filter({ hasText: ADMIN.email });
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText("User unbanned");
  await expect(events.nth(1)).toContainText("User banned");
  await expect(events.nth(1)).toContainText("Fake traction figures");
  await expect(events.nth(1)).toContainText(ADMIN.email);
  await page.getByLabel("Event", { exact: true }).selectOption({ label: "User banned" });
  await expect(events).toHaveCount(1);
  await checkAccessible(page);
});

test("an admin approves a campaign waiting in Pending Review", async ({ page, founder, playwright }) => {
  test.setTimeout(120_000);
  const title = `Soil sensors ${Date.now()}`;
  const founderApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await pendingCampaign(founderApi, founder, title);

  await signInAsAdmin(page);
  await expect(page.getByText("Pending Review").first()).toBeVisible();
  await page.getByRole("navigation", { name: "Admin tools" }).getByRole("link", { name: "Campaigns" }).click();
  await expect(page.getByRole("tab", { name: /Pending Review/, selected: true })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toBeVisible();
  await checkAccessible(page);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(ADMIN_MESSAGES.campaignApproved, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole("tab", { name: /^Active/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();

  const notes = await (await founderApi.get("/api/notifications")).json();
  expect(notes.notifications[0]).toMatchObject({ title: "Campaign approved" });
  await founderApi.dispose();
});

test("a founder finds resources, downloads the checklist and writes to support, on a phone", async ({
  page,
  founder,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page, founder, "/founder/dashboard");
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await page.goto("/resources");
  await expect(page.getByRole("heading", { name: "Resources", exact: true })).toBeVisible();
  await page.getByLabel("Jurisdiction").selectOption("KE");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Checklist" }).click();
  expect((await download).suggestedFilename()).toBe("kuza-due-diligence-checklist-ke.md");
  await checkAccessible(page);

  await page.getByRole("link", { name: "Read the guide: Due Diligence" }).click();
  await expect(page).toHaveURL(/\/help#due-diligence$/);
  await expect(page.getByRole("heading", { name: "Due Diligence", exact: true })).toBeInViewport();
  await checkAccessible(page);

  await page.getByRole("link", { name: "Contact Support" }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(SUPPORT_MESSAGES.subjectRequired)).toBeVisible();
  await page.getByLabel("Subject").fill("Cannot find my document library");
  await page.getByLabel("Message").fill("Where do I prepare documents ahead of requests?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(SUPPORT_MESSAGES.sent, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await checkAccessible(page);
});
