// Seeded data for `npm run bench:web`, made through the public API as the app itself would:
// founders with a business and an active campaign each (so the landing feed, the catalogue and
// a campaign page have real content), and an investor with preferences four of them meet, whose
// session opens the campaign page and the investor's pages; the first founder's session opens the
// founder's pages. A new founder's business is not Verified, so the admin approves each campaign
// (decision 018): without that the campaigns stay in Pending Review and the campaign page
// measured would be a "not found" page.

const PASSWORD = "bench-web-baobab-river-42";

type Session = { cookie: string };

const LISTINGS = [
  ["Shamba Fresh", "agtech", "Kenya", "seed", "Cold storage for smallholder farmers"],
  ["Jua Power", "energy", "Nigeria", "series-a", "Pay-as-you-go solar for rural homes"],
  ["Medi Route", "healthcare", "Ghana", "growth", "Cold-chain medicine delivery to clinics"],
  ["Pesa Link", "fintech", "Tanzania", "seed", "Savings groups on a shared mobile ledger"],
  ["Soko Cart", "e-commerce", "Rwanda", "series-a", "Wholesale ordering for corner shops"],
  ["Darasa", "edtech", "Uganda", "seed", "Offline-first lessons for secondary schools"],
] as const;

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function call(base: string, method: string, url: string, body: unknown, session?: Session) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      "content-type": "application/json",
      // The server refuses state-changing requests that do not come from its own origin.
      origin: base,
      ...(session && { cookie: session.cookie }),
    },
    body: JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { res, json: (await res.json()) as Record<string, unknown> };
}

async function register(base: string, role: "founder" | "investor", fullName: string): Promise<Session> {
  const email = `bench-web-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { res } = await call(base, "POST", "/api/accounts/register", {
    role,
    fullName,
    email,
    password: PASSWORD,
    ...(role === "investor" && { investorType: "angel" }),
  });
  return { cookie: cookieOf(res) };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type Seeded = { campaignPath: string; investorCookie: string; founderCookie: string };
export type BenchAdmin = { email: string; password: string };

async function signInAs(base: string, account: BenchAdmin): Promise<Session> {
  const { res } = await call(base, "POST", "/api/auth/sign-in/email", account);
  return { cookie: cookieOf(res) };
}

/**
 * Lists the founders' businesses and campaigns, each approved by `admin` (the server's
 * ADMIN_EMAIL account); returns a campaign page and an investor's and a founder's session cookies.
 */
export async function seedBenchData(base: string, admin: BenchAdmin): Promise<Seeded> {
  const reviewer = await signInAs(base, admin);
  let campaignPath = "";
  let founderCookie = "";
  for (const [index, [businessName, businessType, incorporationCountry, stage, description]] of LISTINGS.entries()) {
    const founder = await register(base, "founder", `${businessName} Founder`);
    const { json: saved } = await call(
      base,
      "PUT",
      "/api/founder/business",
      {
        businessName,
        businessType,
        incorporationCountry,
        stage,
        description,
        tractionMetrics: { revenue: 120_000 * (index + 1), users: 4_000 * (index + 1), growthRate: 12 + index },
        team: [{ name: `${businessName} Founder`, role: "CEO", bio: "Built and sold a logistics start-up." }],
      },
      founder,
    );
    const businessId = (saved.business as { id: string }).id;
    const { json: created } = await call(
      base,
      "POST",
      "/api/founder/campaigns",
      {
        title: `${businessName} ${stage} round`,
        summary: `${description}: expanding to three more countries.`,
        fundingGoal: 250_000 * (index + 1),
        equityOffered: 10,
        minInvestment: 1_000,
        maxInvestment: 50_000,
        instrument: "safe",
        endsAt: inDays(30 + index),
        status: "active",
      },
      founder,
    );
    const campaignId = (created.campaign as { id: string }).id;
    await call(base, "POST", `/api/admin/campaigns/${campaignId}/review`, { decision: "active" }, reviewer);
    if (index === 0) {
      campaignPath = `/businesses/${businessId}/campaign/${campaignId}`;
      founderCookie = founder.cookie;
    }
  }
  const investor = await register(base, "investor", "Bench Investor");
  // Preferences that the listings meet, as an investor who uses matchmaking has: without them
  // /matchmaking measured its empty state ("No business matches found…") and the dashboard no
  // matches (until 29 Nov).
  await call(
    base,
    "PUT",
    "/api/investor/preferences",
    {
      sectors: ["agtech", "healthcare", "fintech", "edtech"],
      ticketSizes: { min: 1_000, max: 50_000 },
      riskAppetite: "medium",
    },
    investor,
  );
  return { campaignPath, investorCookie: investor.cookie, founderCookie };
}
