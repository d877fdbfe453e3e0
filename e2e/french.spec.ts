import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { approveCampaign, expect, PASSWORD, signInThroughApi, test, uniqueEmail } from "./fixtures";
import { expectFrenchScreen, frenchCatalogue } from "./french";

const domainFr = frenchCatalogue("domain");
const accountsFr = frenchCatalogue("web/src/features/accounts");
const foundersFr = frenchCatalogue("web/src/features/founders");
const investmentsFr = frenchCatalogue("web/src/features/investments");

// Kuza in French (issue 20): a visitor whose browser prefers French, and an investor and a founder
// who switch to French, go through their main screens on a 375 px phone with no English left on
// screen and nothing sticking out sideways. Expected texts come from the French catalogues, so a
// reworded message does not break the journey. The data each journey creates is French too; other
// journeys' data (English) is kept out of the screens checked (searches, one's own lists).

const headers = { origin: E2E_BASE_URL };
const PHONE = { width: 375, height: 812 };

type Account = { email: string; password: string };

/** An account with a French name (the fixtures' "Amina Founder" would read as English on screen), signed out. */
async function frenchAccount(page: Page, role: "founder" | "investor"): Promise<Account> {
  const account = { email: uniqueEmail(`fr-${role}`), password: PASSWORD };
  const fullName = role === "founder" ? "Aminata Sow" : "Moussa Diop";
  const res = await page.request.post("/api/accounts/register", {
    headers,
    data: { ...account, fullName, role, ...(role === "investor" && { investorType: "angel" }) },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.context().clearCookies();
  return account;
}

/** A founder's business and live campaign, in French, through the API; then signed out. */
async function frenchListing(page: Page, founder: Account, tag: string) {
  expect((await page.request.post("/api/auth/sign-in/email", { headers, data: founder })).ok()).toBe(true);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const saved = await page.request.put("/api/founder/business", {
    headers,
    data: {
      businessName: `Ferme Solaire ${tag}`,
      businessType: "agtech",
      stage: "seed",
      incorporationCountry: "Senegal",
      description: "Des chambres froides solaires pour les petits producteurs, payées à la caisse.",
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { business } = (await saved.json()) as { business: { id: string } };
  const endsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await page.request.post("/api/founder/campaigns", {
    headers,
    data: {
      title: `Chambres froides ${tag}`,
      summary: "Vingt chambres froides solaires dans la vallée du fleuve.",
      fundingGoal: 100_000,
      equityOffered: 8,
      minInvestment: 1_000,
      maxInvestment: 20_000,
      endsAt,
      status: "active",
      instrument: "equity",
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { campaign } = (await created.json()) as { campaign: { id: string } };
  await approveCampaign(campaign.id);
  await page.context().clearCookies();
  return { businessId: business.id, campaignId: campaign.id, founderId: me.user.id, name: `Ferme Solaire ${tag}` };
}

test.describe("a visitor whose browser prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("gets the landing page, the catalogue and registration in French", async ({ page }) => {
    // The first answer is already French: no flash of English before the code runs.
    const first = await (await page.request.get("/", { headers: { "accept-language": "fr-FR,fr;q=0.9" } })).text();
    expect(first).toContain('<html lang="fr">');
    expect(first).toContain(domainFr("domain_productTagline"));

    await page.setViewportSize(PHONE);
    await page.goto("/");
    // The live feed shows other journeys' campaigns (English data): its cards are left out.
    await expectFrenchScreen(page, "the landing page", { ignore: '[role="tabpanel"] > *' });
    await page.goto("/businesses?search=zzz-nothing-matches");
    await expectFrenchScreen(page, "the catalogue");

    await page.goto("/register");
    await expectFrenchScreen(page, "registration");
    await page.getByText(domainFr("domain_roleChoiceFounder")).click();
    await page.getByLabel(accountsFr("accounts_fullName")).fill("Awa Ndiaye");
    await page.getByLabel(accountsFr("accounts_email")).fill(uniqueEmail("fondatrice"));
    await page.getByLabel(accountsFr("accounts_password"), { exact: true }).fill(PASSWORD);
    await page.getByLabel(accountsFr("accounts_confirmPassword")).fill(PASSWORD);
    await page.getByRole("button", { name: accountsFr("accounts_createAccount") }).click();
    await expect(page.getByRole("heading", { name: foundersFr("founders_dashboardTitle") })).toBeVisible();
    await expectFrenchScreen(page, "the founder's first dashboard");
    // Registering kept the visitor's language on the new profile, so it follows them.
    const me = (await (await page.request.get("/api/me")).json()) as { locale?: string | null };
    expect(me.locale ?? "fr").toBe("fr");
  });
});

test("an investor switches to French from the avatar menu and works in French", async ({ page }) => {
  const [founder, investor] = [await frenchAccount(page, "founder"), await frenchAccount(page, "investor")];
  const tag = `${Date.now()}`;
  const listing = await frenchListing(page, founder, tag);
  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitemradio", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: investmentsFr("investments_dashboardTitle") })).toBeVisible();
  // Saved on the profile: it follows the investor to another device and into e-mails.
  const me = (await (await page.request.get("/api/me")).json()) as { locale?: string | null };
  expect(me.locale).toBe("fr");

  await page.setViewportSize(PHONE);
  const interest = await page.request.post("/api/due-diligence", {
    headers,
    data: { businessId: listing.businessId, campaignId: listing.campaignId },
  });
  expect(interest.ok(), await interest.text()).toBe(true);
  const { process } = (await interest.json()) as { process: { id: string } };
  const screens: Array<[string, string]> = [
    ["/investor/dashboard", "the investor dashboard"],
    [`/businesses?search=${encodeURIComponent(listing.name)}`, "the catalogue"],
    [`/businesses/${listing.businessId}`, "the business page"],
    [`/businesses/${listing.businessId}/campaign/${listing.campaignId}`, "the campaign page"],
    [`/due-diligence/${process.id}`, "the due-diligence process"],
    ["/due-diligence", "the due-diligence list"],
    ["/messages", "the messages"],
    ["/investor/profile", "the investor profile"],
    ["/investor/preferences", "the investment preferences"],
    ["/settings", "the matchmaking settings"],
  ];
  for (const [path, what] of screens) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await expectFrenchScreen(page, what);
  }
  await page.goto("/matchmaking");
  // Other journeys' businesses (English data) match too: only this journey's card is read.
  await expectFrenchScreen(page, "matchmaking", { ignore: `article:not(:has-text("${listing.name}"))` });
});

test("a founder switches to French on the sign-in page and works in French", async ({ page }) => {
  const [founder, investor] = [await frenchAccount(page, "founder"), await frenchAccount(page, "investor")];
  const tag = `${Date.now()}`;
  const listing = await frenchListing(page, founder, tag);
  // The investor writes first, in French.
  expect((await page.request.post("/api/auth/sign-in/email", { headers, data: investor })).ok()).toBe(true);
  const convo = await page.request.post("/api/conversations", { headers, data: { participantId: listing.founderId } });
  expect(convo.ok(), await convo.text()).toBe(true);
  const { conversation } = (await convo.json()) as { conversation: { id: string } };
  const sent = await page.request.post(`/api/conversations/${conversation.id}/messages`, {
    headers,
    data: { content: "Bonjour, votre projet nous intéresse." },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.context().clearCookies();

  await page.setViewportSize(PHONE);
  await page.goto("/login");
  await page.getByRole("button", { name: "Français" }).click();
  // The page reloads in French where it was.
  await expect(page.getByRole("button", { name: accountsFr("accounts_signIn"), exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectFrenchScreen(page, "the sign-in page");
  await page.getByLabel(accountsFr("accounts_email")).fill(founder.email);
  await page.getByLabel(accountsFr("accounts_password"), { exact: true }).fill(founder.password);
  await page.getByRole("button", { name: accountsFr("accounts_signIn"), exact: true }).click();
  await expect(page.getByRole("heading", { name: foundersFr("founders_dashboardTitle") })).toBeVisible();

  const screens: Array<[string, string]> = [
    ["/founder/dashboard", "the founder dashboard"],
    ["/founder/business", "the business profile"],
    ["/founder/campaigns", "the campaigns"],
    ["/founder/campaigns/new", "a new campaign"],
    ["/founder/documents", "the document library"],
    ["/due-diligence", "due diligence"],
    ["/messages", "the messages"],
    ["/founder/profile", "the founder profile"],
    ["/account/security", "sign-in security"],
  ];
  for (const [path, what] of screens) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await expectFrenchScreen(page, what);
  }
  await page.goto("/matchmaking");
  await expectFrenchScreen(page, "matchmaking", { ignore: "article" });
});
