import type { APIRequestContext, Browser } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { E2E_BASE_URL } from "../playwright.config";
import { approveCampaign, expect, signInToDashboard } from "./fixtures";

// The document room's journeys share this set-up: a founder's business and live campaign, the
// investor's process with it, both through the API, and real PDFs (the investor's copy is stamped).

export const headers = { origin: E2E_BASE_URL };
type Account = { email: string; password: string };

/** A one-page PDF that names its label (a real one: the watermark reads it). */
export async function pdf(label: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(label, { x: 72, y: 760, font, size: 14 });
  return Buffer.from(await doc.save());
}

/** The founder's Nigerian business and campaign, and the investor's process with it, through the API. */
export async function processBetween(founder: APIRequestContext, investor: APIRequestContext, accounts: Account[]) {
  const [f, i] = accounts;
  expect((await founder.post("/api/auth/sign-in/email", { headers, data: f })).ok()).toBe(true);
  expect((await investor.post("/api/auth/sign-in/email", { headers, data: i })).ok()).toBe(true);
  const saved = await founder.put("/api/founder/business", {
    headers,
    data: {
      businessName: "Jua Power",
      businessType: "renewable_energy",
      stage: "seed",
      incorporationCountry: "Nigeria",
    },
  });
  expect(saved.ok()).toBe(true);
  const { business } = (await saved.json()) as { business: { id: string } };
  const created = await founder.post("/api/founder/campaigns", {
    headers,
    data: {
      title: "Solar for rural homes",
      summary: "Pay-as-you-go solar.",
      fundingGoal: 200_000,
      equityOffered: 10,
      minInvestment: 1_000,
      maxInvestment: 50_000,
      instrument: "equity",
      status: "active",
      endsAt: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
    },
  });
  expect(created.status()).toBe(201);
  const { campaign } = (await created.json()) as { campaign: { id: string } };
  await approveCampaign(campaign.id);
  const started = await investor.post("/api/due-diligence", {
    headers,
    data: { businessId: business.id, campaignId: campaign.id },
  });
  expect(started.status()).toBe(201);
  return ((await started.json()) as { process: { id: string } }).process.id;
}

export async function signedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await signInToDashboard(page, account);
  return page;
}
