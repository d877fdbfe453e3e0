import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BASE_URL, E2E_DATA_DIR } from "../playwright.config";
import { approveCampaign, expect, expectAccessible, signInToDashboard, test } from "./fixtures";

// E-mail notifications end to end (decision 028): a founder chooses their e-mails in
// /settings › Notification Preferences, an investor expresses interest, and the e-mail lands in
// the development outbox, in plain text with a link to the process and a one-click unsubscribe
// whose page works signed out.

const headers = { origin: E2E_BASE_URL };

/** The outbox's mails to an address, decoded enough to read (quoted-printable soft breaks and "="). */
function mailsTo(email: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(`-${email.replace(/[^a-z0-9@._-]/gi, "_")}.eml`));
  } catch {
    return [];
  }
  return files.sort().map((f) =>
    readFileSync(path.join(outbox, f), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "="),
  );
}

test("a founder's chosen e-mail about an interest lands in the outbox, with an unsubscribe that works signed out", async ({
  page,
  browser,
  founder,
  investor,
}) => {
  // The founder's business and live campaign, through the API.
  const founderApi = page.context().request;
  expect((await founderApi.post("/api/auth/sign-in/email", { headers, data: founder })).ok()).toBe(true);
  const saved = await founderApi.put("/api/founder/business", {
    headers,
    data: { businessName: "Mailed Farms", businessType: "agtech", stage: "seed", incorporationCountry: "Kenya" },
  });
  const { business } = (await saved.json()) as { business: { id: string } };
  const created = await founderApi.post("/api/founder/campaigns", {
    headers,
    data: {
      title: "Cold rooms",
      summary: "Twenty solar cold rooms.",
      fundingGoal: 100_000,
      equityOffered: 8,
      minInvestment: 1_000,
      maxInvestment: 20_000,
      instrument: "equity",
      status: "active",
      endsAt: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
    },
  });
  const { campaign } = (await created.json()) as { campaign: { id: string } };
  await approveCampaign(campaign.id);
  await page.context().clearCookies();

  // The founder keeps interest e-mails at once and sends match e-mails to the daily digest.
  await signInToDashboard(page, founder);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Notification Preferences" }).click();
  await expect(page.getByLabel("Interest expressed")).toHaveValue("immediate");
  await page.getByLabel("New Good Matches or better").selectOption({ label: "Off" });
  await page.getByRole("button", { name: "Save E-mail Preferences" }).click();
  await expect(page.getByText("E-mail preferences saved")).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await page.reload();
  await page.getByRole("tab", { name: "Notification Preferences" }).click();
  await expect(page.getByLabel("New Good Matches or better")).toHaveValue("off");

  // The investor expresses interest.
  const investorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const investorApi = investorContext.request;
  expect((await investorApi.post("/api/auth/sign-in/email", { headers, data: investor })).ok()).toBe(true);
  const started = await investorApi.post("/api/due-diligence", {
    headers,
    data: { businessId: business.id, campaignId: campaign.id },
  });
  expect(started.status()).toBe(201);
  const { process } = (await started.json()) as { process: { id: string } };
  await investorContext.close();

  // The job worker sends it within seconds.
  await expect
    .poll(() => mailsTo(founder.email).find((m) => m.includes("expressed interest")), { timeout: 20_000 })
    .toBeTruthy();
  const mail = mailsTo(founder.email).find((m) => m.includes("expressed interest")) ?? "";
  expect(mail).toContain("Kofi Investor expressed interest in Mailed Farms");
  expect(mail).toContain(`${E2E_BASE_URL}/due-diligence/${process.id}`);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const unsubscribe = mail.match(/https?:\/\/[^\s/]+\/unsubscribe\?u=[^\s"<>]+/)?.[0];
  expect(unsubscribe).toBeTruthy();

  // Signed out, the e-mail's link asks, then turns interest e-mails off.
  const stranger = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await stranger.newPage();
  await visitor.goto((unsubscribe ?? "").replace(/&amp;/g, "&"));
  await expect(visitor.getByText("Stop e-mails about “Interest expressed”?", { exact: false })).toBeVisible();
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expectAccessible(visitor);
  await stranger.close();

  await page.reload();
  await page.getByRole("tab", { name: "Notification Preferences" }).click();
  await expect(page.getByLabel("Interest expressed")).toHaveValue("off");
});
