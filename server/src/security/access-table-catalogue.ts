import { and, eq } from "drizzle-orm";
import {
  businesses,
  businessReactions,
  campaigns,
  founders,
  investments,
  investors,
  notifications,
  profiles,
  user,
} from "../db/schema";
import { businessInput, campaignInput, createCampaign } from "../testing/catalogue";
import { profileInput } from "../testing/investors";
import { anyone, type Entry, only, path, signedIn } from "./access-table";
import type { Side, World } from "./access-world";

// Founders, campaigns, the catalogue (businesses, deals, feed, search), investors and investments.

const FOUNDER = ["founder"] as const;
const INVESTOR = ["investor"] as const;

/** The side's investor's pending investment in the side's active campaign (made if there is none). */
async function pendingInvestment(w: World, side: Side): Promise<string> {
  const mine = and(
    eq(investments.campaignId, side.active.id),
    eq(investments.investorId, side.investor.id),
    eq(investments.status, "pending"),
  );
  const [found] = await w.db.select().from(investments).where(mine);
  if (found) return found.id;
  const [row] = await w.db
    .insert(investments)
    .values({ campaignId: side.active.id, investorId: side.investor.id, amount: 2_000 })
    .returning();
  return row?.id ?? "";
}

export const CATALOGUE_ROUTES: Entry[] = [
  {
    route: "GET /api/founder/profile",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => path("/api/founder/profile"),
  },
  {
    route: "PUT /api/founder/profile",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => ({ path: "/api/founder/profile", json: { fullName: "Amina Founder", phone: null } }),
    writes: [founders, profiles, user],
  },
  {
    route: "GET /api/founder/business",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => path("/api/founder/business"),
  },
  {
    route: "PUT /api/founder/business",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => ({ path: "/api/founder/business", json: businessInput() }),
    writes: [businesses],
  },
  {
    route: "GET /api/founder/campaigns",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => path("/api/founder/campaigns"),
  },
  {
    route: "POST /api/founder/campaigns",
    expect: only(FOUNDER, 201),
    objectless: true,
    call: () => ({ path: "/api/founder/campaigns", json: campaignInput({ status: "draft" }) }),
    writes: [campaigns],
  },
  {
    route: "GET /api/founder/campaigns/:id",
    expect: only(FOUNDER, [200, 404]),
    call: (w, _who, whose) => path(`/api/founder/campaigns/${w.side(whose).draft.id}`),
  },
  {
    route: "PUT /api/founder/campaigns/:id",
    expect: only(FOUNDER, [200, 404]),
    call: (w, _who, whose) => ({
      path: `/api/founder/campaigns/${w.side(whose).draft.id}`,
      json: campaignInput({ status: "draft", title: "Draft round" }),
    }),
    writes: [campaigns],
  },
  {
    route: "DELETE /api/founder/campaigns/:id",
    expect: only(FOUNDER, [204, 404]),
    call: async (w, who, whose) => {
      const side = w.side(whose);
      const doomed = who === "founder" && whose === "own" ? await createCampaign(side.founder.client) : side.draft;
      return path(`/api/founder/campaigns/${doomed.id}`);
    },
    writes: [campaigns],
  },
  {
    route: "GET /api/founder/campaigns/:id/investments",
    expect: only(FOUNDER, [200, 404]),
    call: (w, _who, whose) => path(`/api/founder/campaigns/${w.side(whose).active.id}/investments`),
  },
  {
    route: "PATCH /api/founder/investments/:id",
    expect: only(FOUNDER, [200, 404]),
    call: async (w, _who, whose) => ({
      path: `/api/founder/investments/${await pendingInvestment(w, w.side(whose))}`,
      json: { status: "rejected" },
    }),
    writes: [investments, notifications],
  },
  {
    // A campaign that is not active is its founder's only; an active one any signed-in user's.
    route: "GET /api/businesses/:businessId/campaigns/:campaignId",
    expect: signedIn([200, 404]),
    call: (w, who, whose) => {
      const side = w.side(whose);
      const campaign = who === "founder" || whose === "other" ? side.draft : side.active;
      return path(`/api/businesses/${side.business.id}/campaigns/${campaign.id}`);
    },
  },
  {
    route: "GET /api/businesses/:businessId/active-campaign",
    expect: signedIn(200),
    call: (w, _who, whose) => path(`/api/businesses/${w.side(whose).business.id}/active-campaign`),
  },
  { route: "GET /api/businesses", expect: anyone(200), objectless: true, call: () => path("/api/businesses") },
  {
    route: "GET /api/businesses/:id",
    expect: anyone(200),
    call: (w, _who, whose) => path(`/api/businesses/${w.side(whose).business.id}`),
  },
  {
    // Save and Pass are the viewer's own marks on a public business.
    route: "PUT /api/businesses/:id/reaction",
    expect: signedIn(200),
    call: (w, _who, whose) => ({
      path: `/api/businesses/${w.side(whose).business.id}/reaction`,
      json: { reaction: "saved" },
    }),
    writes: [businessReactions],
  },
  {
    route: "DELETE /api/businesses/:id/reaction",
    expect: signedIn(204),
    call: (w, _who, whose) => path(`/api/businesses/${w.side(whose).business.id}/reaction`),
    writes: [businessReactions],
  },
  { route: "GET /api/deals", expect: signedIn(200), objectless: true, call: () => path("/api/deals") },
  { route: "GET /api/feed", expect: anyone(200), objectless: true, call: () => path("/api/feed") },
  { route: "GET /api/search", expect: signedIn(200), objectless: true, call: () => path("/api/search?q=Shamba") },
  {
    route: "GET /api/investor/profile",
    expect: only(INVESTOR, 200),
    objectless: true,
    call: () => path("/api/investor/profile"),
  },
  {
    route: "PUT /api/investor/profile",
    expect: only(INVESTOR, 200),
    objectless: true,
    call: () => ({ path: "/api/investor/profile", json: profileInput({ fullName: "Kofi Investor" }) }),
    writes: [investors, profiles, user],
  },
  {
    route: "GET /api/investor/preferences",
    expect: only(INVESTOR, 200),
    objectless: true,
    call: () => path("/api/investor/preferences"),
  },
  {
    route: "PUT /api/investor/preferences",
    expect: only(INVESTOR, 200),
    objectless: true,
    call: () => ({
      path: "/api/investor/preferences",
      json: { sectors: ["fintech"], ticketSizes: { min: 1_000, max: 50_000 }, riskAppetite: "medium" },
    }),
    writes: [investors],
  },
  { route: "GET /api/investors", expect: signedIn(200), objectless: true, call: () => path("/api/investors") },
  {
    // Investor pages are public to every signed-in role.
    route: "GET /api/investors/:userId",
    expect: signedIn(200),
    call: (w, _who, whose) => path(`/api/investors/${w.side(whose).investor.id}`),
  },
  {
    route: "GET /api/investor/investments",
    expect: only(INVESTOR, 200),
    objectless: true,
    call: () => path("/api/investor/investments"),
  },
  {
    // Own: the open campaign of the investor's counterpart; other: a founder's unpublished draft.
    route: "POST /api/investor/investments",
    expect: only(INVESTOR, [201, 404]),
    call: async (w, who, whose) => {
      const side = w.side(whose);
      if (who === "investor" && whose === "own") {
        const pending = and(eq(investments.investorId, side.investor.id), eq(investments.status, "pending"));
        await w.db.delete(investments).where(pending);
      }
      const campaign = whose === "own" ? side.active : side.draft;
      return { path: "/api/investor/investments", json: { campaignId: campaign.id, amount: 1_000 } };
    },
    writes: [investments, notifications],
  },
  {
    route: "GET /api/investor/dashboard",
    expect: only(INVESTOR, 200),
    objectless: true,
    call: () => path("/api/investor/dashboard"),
  },
];
