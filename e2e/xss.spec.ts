import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { approveCampaign, expect, PASSWORD, test, uniqueEmail } from "./fixtures";

// User text renders as text everywhere (issue 13): every text field a page shows holds a script
// payload; each page shows the payload as literal text, runs none of it (window.__xss stays
// unset, no dialog opens) and builds no element from it.

const headers = { origin: E2E_BASE_URL };
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = "<script>window.__xss=1</script>";
const SVG = "<svg onload=\"window.__xss=1;alert('xss')\">";

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A payload and a label, so each field's text is told apart on the page. */
const T = {
  founderName: `${SCRIPT}Founder ${tag}`,
  industry: `${IMG}industry`,
  business: `${IMG}Biz ${tag}`,
  businessType: `${SVG}type`,
  description: `${SCRIPT}description ${tag}`,
  country: `${IMG}country`,
  member: `${IMG}member`,
  memberRole: `${SCRIPT}role`,
  memberBio: `${SVG}member bio`,
  milestone: `${SCRIPT}milestone`,
  milestoneText: `${IMG}milestone text`,
  campaign: `${SCRIPT}Campaign ${tag}`,
  summary: `${IMG}summary ${tag}`,
  pitch: `${SVG}pitch`,
  problem: `${IMG}problem`,
  solution: `${SCRIPT}solution`,
  market: `${IMG}market`,
  model: `${SVG}model`,
  investorName: `${IMG}Investor ${tag}`,
  bio: `${SCRIPT}bio ${tag}`,
  address: `${SVG}address`,
  thesis: `${IMG}thesis ${tag}`,
  appetite: `${SCRIPT}appetite`,
  stagePreference: `${SVG}stage`,
  preferredIndustry: `${IMG}preferred`,
  message: `${SVG}message ${tag}`,
  meeting: `${IMG}meeting ${tag}`,
  agenda: `${SCRIPT}agenda ${tag}`,
};

async function ok(answer: Promise<import("@playwright/test").APIResponse>) {
  const res = await answer;
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A signed-in browser of its own for one role, with the payloads' traps armed. */
async function party(browser: Browser, role: "founder" | "investor", fullName: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  const data = { role, fullName, email: uniqueEmail(`xss-${role}`), password: PASSWORD };
  const registered = await page.request.post("/api/accounts/register", {
    headers,
    data: { ...data, ...(role === "investor" && { investorType: "angel" }) },
  });
  expect(registered.status()).toBe(201);
  const { profile } = (await registered.json()) as { profile: { id: string } };
  return { page, request: page.request, id: profile.id, dialogs: watch(page) };
}

function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

async function founderData(request: APIRequestContext) {
  await ok(
    request.put("/api/founder/profile", { headers, data: { fullName: T.founderName, industrySector: T.industry } }),
  );
  const { business } = await ok(
    request.put("/api/founder/business", {
      headers,
      data: {
        businessName: T.business,
        businessType: T.businessType,
        description: T.description,
        incorporationCountry: T.country,
        stage: "seed",
        team: [{ name: T.member, role: T.memberRole, bio: T.memberBio }],
        milestones: [{ title: T.milestone, date: "2025", description: T.milestoneText }],
      },
    }),
  );
  const { campaign } = await ok(
    request.post("/api/founder/campaigns", {
      headers,
      data: {
        title: T.campaign,
        summary: T.summary,
        pitch: T.pitch,
        problem: T.problem,
        solution: T.solution,
        market: T.market,
        businessModel: T.model,
        fundingGoal: 100_000,
        equityOffered: 8,
        minInvestment: 1_000,
        maxInvestment: 20_000,
        instrument: "equity",
        status: "active",
        endsAt: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
      },
    }),
  );
  await approveCampaign(campaign.id as string);
  return { businessId: business.id as string, campaignId: campaign.id as string };
}

async function investorData(request: APIRequestContext, founderId: string, businessId: string, campaignId: string) {
  await ok(
    request.put("/api/investor/profile", {
      headers,
      data: {
        fullName: T.investorName,
        investorType: "angel",
        bio: T.bio,
        address: T.address,
        investmentPreferences: {
          investmentThesis: T.thesis,
          dealAppetite: T.appetite,
          stagePreference: T.stagePreference,
          preferredIndustries: [T.preferredIndustry],
        },
      },
    }),
  );
  const { conversation } = await ok(
    request.post("/api/conversations", { headers, data: { participantId: founderId } }),
  );
  await ok(request.post(`/api/conversations/${conversation.id}/messages`, { headers, data: { content: T.message } }));
  await ok(request.post("/api/investor/investments", { headers, data: { campaignId, amount: 1_000 } }));
  const { process } = await ok(request.post("/api/due-diligence", { headers, data: { businessId, campaignId } }));
  await ok(
    request.post(`/api/due-diligence/${process.id}/meetings`, {
      headers,
      data: {
        title: T.meeting,
        date: new Date(Date.now() + 864e5).toISOString().slice(0, 10),
        time: "14:30",
        timeZone: "Africa/Lagos",
        meetingLink: "https://meet.example.com/kuza",
        durationMinutes: 60,
        agenda: T.agenda,
      },
    }),
  );
  return { processId: process.id as string };
}

/** Each text shows literally; nothing of any payload ran or became an element. */
async function expectInert(page: Page, dialogs: string[], texts: string[]) {
  for (const text of texts) {
    await expect(page.getByText(text, { exact: false }).first(), `${page.url()} shows ${text}`).toBeVisible();
  }
  const built = await page.evaluate(() => ({
    xss: (window as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    handlers: document.querySelectorAll("[onload], [onerror]").length,
    scripts: [...document.scripts].filter((s) => s.textContent?.includes("__xss")).length,
  }));
  expect(built, page.url()).toEqual({ xss: undefined, images: 0, handlers: 0, scripts: 0 });
  expect(dialogs, page.url()).toEqual([]);
}

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

test("script payloads in every text field render as text on every page that shows them", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const founder = await party(browser, "founder", T.founderName);
  const { businessId, campaignId } = await founderData(founder.request);
  // The fixture's page (its console guard on) is the investor's browser.
  const investorDialogs = watch(page);
  const registered = await page.request.post("/api/accounts/register", {
    headers,
    data: {
      role: "investor",
      fullName: T.investorName,
      email: uniqueEmail("xss-investor"),
      password: PASSWORD,
      investorType: "angel",
    },
  });
  expect(registered.status()).toBe(201);
  const { processId } = await investorData(page.request, founder.id, businessId, campaignId);
  const investorCheck = (texts: string[]) => expectInert(page, investorDialogs, texts);
  const founderCheck = (texts: string[]) => expectInert(founder.page, founder.dialogs, texts);

  await page.goto("/businesses");
  await investorCheck([T.business]);
  await page.goto(`/businesses/${businessId}`);
  await investorCheck([T.business, T.businessType, T.country, T.founderName, T.description, T.campaign]);
  await page.getByRole("tab", { name: "Team" }).click();
  await investorCheck([T.member, T.memberRole, T.memberBio]);
  await page.getByRole("tab", { name: "Milestones" }).click();
  await investorCheck([T.milestone, T.milestoneText]);
  await page.goto(`/businesses/${businessId}/campaign/${campaignId}`);
  await investorCheck([T.campaign, T.summary, T.pitch, T.problem, T.solution, T.market, T.model]);
  // Searched for: Verified businesses' campaigns come first, and other journeys may have listed
  // more than a page of them by now.
  await page.goto(`/deals?search=${tag}`);
  await investorCheck([T.campaign]);
  await page.goto("/messages");
  await page.getByText(T.founderName).first().click();
  await investorCheck([T.founderName, T.message]);
  await page.goto(`/due-diligence/${processId}`);
  await investorCheck([T.business, T.meeting, T.agenda]);

  await founder.page.goto("/investors");
  await founderCheck([T.investorName]);
  await founder.page.goto(`/investors/${(await (await page.request.get("/api/me")).json()).user.id}`);
  await founderCheck([T.investorName, T.bio, T.thesis, T.preferredIndustry]);
  await founder.page.goto("/messages");
  await founder.page.getByText(T.investorName).first().click();
  await founderCheck([T.investorName, T.message]);
  await founder.page.goto(`/due-diligence/${processId}`);
  await founderCheck([T.investorName, T.meeting, T.agenda]);
  await founder.page.goto("/founder/dashboard");
  await bell(founder.page).click();
  await founderCheck([T.investorName]);
  await founder.page.context().close();
});
