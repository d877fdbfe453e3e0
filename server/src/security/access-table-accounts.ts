import { randomUUID } from "node:crypto";
import { SAMPLE_DATA_PATHS as P } from "@domain/constants/sample-data";
import { DEFAULT_EMAIL_PREFERENCES } from "@domain/notifications/email-kinds";
import {
  businesses,
  campaignReviews,
  campaigns,
  emailPreferences,
  founders,
  investments,
  investors,
  jobs,
  notifications,
  profiles,
  securityEvents,
  supportRequests,
  user,
  userBans,
  verificationRequests,
} from "../db/schema";
import { unsubscribeLinks } from "../mail/unsubscribe-links";
import { populationIdle } from "../modules/sample-data/population-jobs";
import { investorInput, uniqueEmail } from "../testing/accounts";
import { campaignInput } from "../testing/catalogue";
import { anyone, type Entry, only, path, signedIn } from "./access-table";
import { imageForm, type World } from "./access-world";

// Accounts, admin, support, uploads, files, events, health and the API's own description.

const ADMIN = ["admin"] as const;

/**
 * A fresh investor for the admin to ban or unban, so no other case loses its user. Written
 * straight to the tables: a ban needs no password, and hashing one per case is slow.
 */
async function banTarget(w: World, who: string, banned: boolean) {
  if (who !== "admin") return w.mine.investor.id;
  const id = randomUUID();
  const email = uniqueEmail("target");
  await w.db.insert(user).values({ id, name: "Ban Target", email });
  await w.db.insert(profiles).values({ id, email, role: "investor", fullName: "Ban Target" });
  if (banned) await w.admin.client.post(`/api/admin/users/${id}/ban`, { reason: "Spam" });
  return id;
}

export const ACCOUNT_ROUTES: Entry[] = [
  {
    route: "POST /api/accounts/register",
    expect: anyone(201),
    objectless: true,
    call: () => ({ path: "/api/accounts/register", json: investorInput() }),
    writes: [user, profiles],
    createsAccount: true,
  },
  { route: "GET /api/me", expect: signedIn(200), objectless: true, call: () => path("/api/me") },
  {
    route: "GET /api/accounts/two-factor",
    expect: signedIn(200),
    objectless: true,
    call: () => path("/api/accounts/two-factor"),
  },
  { route: "GET /api/session", expect: anyone(200), objectless: true, call: () => path("/api/session") },
  {
    // English, which the matrix's users read anyway: their later answers stay as the cases expect.
    route: "PATCH /api/account/locale",
    expect: signedIn(200),
    objectless: true,
    call: () => ({ path: "/api/account/locale", json: { locale: "en" } }),
    writes: [user],
  },
  {
    route: "PATCH /api/account/time-zone",
    expect: signedIn(200),
    objectless: true,
    call: () => ({ path: "/api/account/time-zone", json: { timeZone: "Africa/Lagos" } }),
    writes: [user],
  },
  {
    route: "GET /api/account/email-preferences",
    expect: signedIn(200),
    objectless: true,
    call: () => path("/api/account/email-preferences"),
  },
  {
    route: "PUT /api/account/email-preferences",
    expect: signedIn(200),
    objectless: true,
    call: () => ({ path: "/api/account/email-preferences", json: DEFAULT_EMAIL_PREFERENCES }),
    writes: [emailPreferences],
  },
  {
    // Signed out by design: the signed link is the permission (a wrong one is refused in
    // email-preferences.test.ts), for its own user whoever calls.
    route: "POST /api/email/unsubscribe",
    expect: anyone(200),
    call: (w, _who, whose) => {
      const userId = w.side(whose).founder.id;
      const url = new URL(unsubscribeLinks(w.t.deps.env.appUrl, w.t.deps.unsubscribe, userId, "match").oneClick);
      return { path: `${url.pathname}${url.search}` };
    },
    writes: [emailPreferences],
  },
  {
    route: "GET /api/accounts/providers",
    expect: anyone(200),
    objectless: true,
    call: () => path("/api/accounts/providers"),
  },
  { route: "GET /api/health", expect: anyone(200), objectless: true, call: () => path("/api/health") },
  { route: "GET /api/ready", expect: anyone(200), objectless: true, call: () => path("/api/ready") },
  { route: "GET /api/openapi.json", expect: anyone(200), objectless: true, call: () => path("/api/openapi.json") },
  { route: "GET /api/docs", expect: anyone(200), objectless: true, call: () => path("/api/docs") },
  { route: "GET /api/events", expect: signedIn(200), objectless: true, call: () => path("/api/events") },
  {
    route: "POST /api/uploads/images",
    expect: signedIn(201),
    objectless: true,
    call: () => ({ path: "/api/uploads/images?folder=avatars", form: imageForm() }),
    writes: [],
  },
  {
    // Public images: anyone reads them by URL, whoever uploaded them.
    route: "GET /files/public/:folder/:name",
    expect: anyone(200),
    call: (w, _who, whose) => path(whose === "own" ? w.publicFile : w.otherPublicFile),
  },
  {
    route: "POST /api/support",
    expect: signedIn(201),
    objectless: true,
    call: () => ({ path: "/api/support", json: { subject: "Question", message: "How do I invest?" } }),
    writes: [supportRequests],
  },
  {
    route: "GET /api/admin/user-counts",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/user-counts"),
  },
  {
    route: "GET /api/admin/dashboard",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/dashboard"),
  },
  {
    route: "GET /api/admin/profile",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/profile"),
  },
  {
    route: "PUT /api/admin/profile",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => ({ path: "/api/admin/profile", json: { fullName: "Zawadi Admin", phone: "+255 700 000 000" } }),
    writes: [profiles, user],
  },
  {
    route: "GET /api/admin/users",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/users"),
    adminSeesEmails: true,
  },
  {
    // An admin manages every account: "own" and "other" are both users the admin may see.
    route: "GET /api/admin/users/:id",
    expect: only(ADMIN, 200),
    call: (w, _who, whose) => path(`/api/admin/users/${w.side(whose).investor.id}`),
    adminSeesEmails: true,
  },
  {
    route: "POST /api/admin/users/:id/ban",
    expect: only(ADMIN, 200),
    call: async (w, who) => ({
      path: `/api/admin/users/${await banTarget(w, who, false)}/ban`,
      json: { reason: "Spam" },
    }),
    writes: [userBans, profiles, securityEvents],
    adminSeesEmails: true,
  },
  {
    route: "DELETE /api/admin/users/:id/ban",
    expect: only(ADMIN, 200),
    call: async (w, who) => path(`/api/admin/users/${await banTarget(w, who, true)}/ban`),
    writes: [userBans, profiles, securityEvents],
    adminSeesEmails: true,
  },
  {
    // The security log (issue 21) names the accounts it concerns, with their e-mails.
    route: "GET /api/admin/security-events",
    expect: only(ADMIN, 200),
    objectless: true,
    call: (w) => path(`/api/admin/security-events?userId=${w.mine.investor.id}&q=a&kind=user_banned`),
    adminSeesEmails: true,
  },
  {
    // The job queue (issue 22): counts and the pending and failed jobs.
    route: "GET /api/admin/jobs",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/jobs?limit=10&offset=0"),
  },
  {
    route: "POST /api/admin/jobs/:id/retry",
    expect: only(ADMIN, 200),
    // Jobs have no owner: a failed job of its own for each call, and only an admin's puts it back.
    call: async (w) => {
      const [job] = await w.t.deps.db
        .insert(jobs)
        .values({ kind: "access.matrix", state: "failed", attempts: 5, lastError: "refused" })
        .returning({ id: jobs.id });
      return { path: `/api/admin/jobs/${job?.id}/retry`, json: {} };
    },
    writes: [jobs],
  },
  {
    route: "POST /api/admin/users/:id/kyc-approval",
    expect: only(ADMIN, 200),
    call: (w, _who, whose) => path(`/api/admin/users/${w.side(whose).investor.id}/kyc-approval`),
    // The switch also approves a verification request of the investor's still waiting.
    writes: [investors, profiles, verificationRequests],
    adminSeesEmails: true,
  },
  {
    route: "GET /api/admin/campaigns",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/campaigns"),
    adminSeesEmails: true,
  },
  {
    route: "POST /api/admin/campaigns/:id/review",
    expect: only(ADMIN, 200),
    call: async (w, who, whose) => {
      const founder = w.side(whose).founder;
      let id = w.side(whose).draft.id;
      if (who === "admin") {
        const made = await founder.client.post("/api/founder/campaigns", campaignInput({ status: "pending" }));
        id = made.json.campaign.id;
      }
      return { path: `/api/admin/campaigns/${id}/review`, json: { decision: "rejected", reason: "Incomplete" } };
    },
    writes: [campaigns, campaignReviews, notifications],
    adminSeesEmails: true,
  },
  // The sample-data routes come last (their answers list the demo accounts' e-mails and shared password): they add many rows, and the comprehensive run works in the background.
  {
    route: `POST ${P.demoUsers}`,
    expect: only(ADMIN, 200),
    objectless: true,
    adminSeesEmails: true,
    call: () => ({ path: P.demoUsers, json: {} }),
    writes: [user, profiles],
  },
  {
    route: `POST ${P.populate}`,
    expect: only(ADMIN, 200),
    objectless: true,
    adminSeesEmails: true,
    call: () => ({ path: P.populate, json: {} }),
    writes: [businesses, campaigns, investments, investors],
  },
  {
    route: `POST ${P.profiles}`,
    expect: only(ADMIN, 200),
    objectless: true,
    adminSeesEmails: true,
    call: () => ({ path: P.profiles, json: {} }),
    writes: [founders, investors, profiles],
  },
  {
    route: `POST ${P.comprehensive}`,
    expect: only(ADMIN, 202),
    objectless: true,
    adminSeesEmails: true,
    call: async (w) => {
      await populationIdle(w.t.deps);
      return { path: P.comprehensive, json: {} };
    },
    writes: [businesses, campaigns, investments, investors, profiles],
  },
  {
    route: `GET ${P.comprehensive}`,
    expect: only(ADMIN, 200),
    objectless: true,
    adminSeesEmails: true,
    call: async (w) => {
      await populationIdle(w.t.deps);
      return path(P.comprehensive);
    },
  },
];
