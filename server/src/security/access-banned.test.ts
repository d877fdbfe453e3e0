import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessReactions,
  conversations,
  dueDiligenceDocuments,
  dueDiligenceMeetings,
  dueDiligenceProcesses,
  investments,
  messages,
  savedMatches,
} from "../db/schema";
import { ban, unban } from "../testing/bans";
import { meetingInput } from "../testing/due-diligence";
import { snapshot } from "./access-routes";
import type { Expectations } from "./access-table";
import { buildWorld, type Req, sendAs, WHO, type Who, type World } from "./access-world";

// The authorization matrix's sample for a banned user's resources. The matrix's cast (an investor
// and a founder of the "own" pair, an admin) meets the "other" pair's founder and investor, both
// banned: their business, campaign and investor page answer 404 to everyone but an admin, nobody
// saves, starts due diligence with, invests in or messages them, and the due-diligence process
// and conversation the investor already has with the banned founder are frozen (409
// ACCOUNT_SUSPENDED) yet readable. A refused call changes nothing; unbanning restores the reads.

type Banned = World & { processId: string; conversationOf: (who: Who) => string };
type Sample = {
  route: string;
  call: (w: Banned, who: Who) => Req;
  banned: Expectations;
  /** After the unban, for the reads: what the matrix itself expects for these objects. */
  unbanned?: Expectations;
  writes?: PgTable[];
};

const reads = (banned: Expectations, unbanned: Expectations) => ({ banned, unbanned });
const by = (anon: number, investor: number, founder: number, admin: number): Expectations => ({
  anon,
  investor,
  founder,
  admin,
});
const b = (w: Banned) => w.theirs.business.id;
const PROCESS = [dueDiligenceProcesses, dueDiligenceMeetings, dueDiligenceDocuments];

const SAMPLE: Sample[] = [
  {
    route: "GET /api/businesses/:id",
    call: (w) => ({ path: `/api/businesses/${b(w)}` }),
    ...reads(by(404, 404, 404, 200), by(200, 200, 200, 200)),
  },
  {
    route: "GET /api/businesses/:businessId/campaigns/:campaignId",
    call: (w) => ({ path: `/api/businesses/${b(w)}/campaigns/${w.theirs.active.id}` }),
    ...reads(by(401, 404, 404, 200), by(401, 200, 200, 200)),
  },
  {
    route: "GET /api/businesses/:businessId/active-campaign",
    call: (w) => ({ path: `/api/businesses/${b(w)}/active-campaign` }),
    ...reads(by(401, 404, 404, 200), by(401, 200, 200, 200)),
  },
  {
    route: "GET /api/investors/:userId",
    call: (w) => ({ path: `/api/investors/${w.theirs.investor.id}` }),
    ...reads(by(401, 404, 404, 200), by(401, 200, 200, 200)),
  },
  {
    route: "GET /api/matching/similar/:businessId",
    call: (w) => ({ path: `/api/matching/similar/${b(w)}` }),
    ...reads(by(401, 404, 404, 200), by(401, 200, 200, 200)),
  },
  {
    route: "PUT /api/businesses/:id/reaction",
    call: (w) => ({ path: `/api/businesses/${b(w)}/reaction`, json: { reaction: "saved" } }),
    banned: by(401, 404, 404, 404),
    writes: [businessReactions],
  },
  {
    route: "PUT /api/matching/saved/:targetId",
    call: (w, who) => ({ path: `/api/matching/saved/${who === "founder" ? w.theirs.investor.id : b(w)}` }),
    banned: by(401, 404, 404, 404),
    writes: [savedMatches],
  },
  {
    route: "POST /api/due-diligence",
    call: (w) => ({ path: "/api/due-diligence", json: { businessId: b(w) } }),
    banned: by(401, 404, 403, 403),
    writes: PROCESS,
  },
  {
    route: "POST /api/investor/investments",
    call: (w) => ({ path: "/api/investor/investments", json: { campaignId: w.theirs.active.id, amount: 5_000 } }),
    banned: by(401, 404, 403, 403),
    writes: [investments],
  },
  {
    route: "POST /api/conversations",
    call: (w) => ({ path: "/api/conversations", json: { participantId: w.theirs.founder.id } }),
    // Two founders never message each other (403 comes first); everyone else meets the ban.
    banned: by(401, 409, 403, 409),
    writes: [conversations],
  },
  {
    route: "GET /api/due-diligence/:id",
    call: (w) => ({ path: `/api/due-diligence/${w.processId}` }),
    ...reads(by(401, 200, 404, 403), by(401, 200, 404, 403)),
  },
  {
    route: "POST /api/due-diligence/:id/advance",
    call: (w) => ({ path: `/api/due-diligence/${w.processId}/advance`, json: {} }),
    banned: by(401, 409, 404, 403),
    writes: PROCESS,
  },
  {
    route: "POST /api/due-diligence/:id/documents",
    call: (w) => ({ path: `/api/due-diligence/${w.processId}/documents`, json: { categories: ["pitch_deck"] } }),
    banned: by(401, 409, 403, 403),
    writes: PROCESS,
  },
  {
    route: "POST /api/due-diligence/:id/meetings",
    call: (w) => ({ path: `/api/due-diligence/${w.processId}/meetings`, json: meetingInput() }),
    banned: by(401, 409, 404, 403),
    writes: PROCESS,
  },
  {
    route: "GET /api/conversations/:id/messages",
    call: (w, who) => ({ path: `/api/conversations/${w.conversationOf(who)}/messages` }),
    ...reads(by(401, 200, 404, 200), by(401, 200, 404, 200)),
  },
  {
    route: "POST /api/conversations/:id/messages",
    call: (w, who) => ({ path: `/api/conversations/${w.conversationOf(who)}/messages`, json: { content: "Hello?" } }),
    banned: by(401, 409, 404, 409),
    writes: [messages, conversations],
  },
];

let w: Banned;
beforeAll(async () => {
  const world = await buildWorld();
  const { mine, theirs, admin } = world;
  // The own pair's investor is already in due diligence and talking with the other founder.
  const started = await mine.investor.client.post("/api/due-diligence", { businessId: theirs.business.id });
  const withInvestor = await mine.investor.client.post("/api/conversations", { participantId: theirs.founder.id });
  const withAdmin = await admin.client.post("/api/conversations", { participantId: theirs.founder.id });
  for (const res of [started, withInvestor, withAdmin]) expect(res.status, JSON.stringify(res.json)).toBe(201);
  const conversationId = withInvestor.json.conversation.id as string;
  w = {
    ...world,
    processId: started.json.process.id as string,
    // The founder of the own pair is not in either conversation.
    conversationOf: (who) => (who === "admin" ? (withAdmin.json.conversation.id as string) : conversationId),
  };
  await ban(admin, theirs.founder.id);
  await ban(admin, theirs.investor.id);
}, 180_000);
afterAll(() => w?.t.close());

async function run(entry: Sample, expected: Expectations): Promise<string[]> {
  const problems: string[] = [];
  const method = entry.route.slice(0, entry.route.indexOf(" "));
  for (const who of WHO) {
    const want = expected[who] as number;
    const req = entry.call(w, who);
    const before = want >= 400 && entry.writes ? await snapshot(w, entry.writes) : null;
    const res = await sendAs(w.t, w.person(who), method, req.path, req);
    if (res.status !== want) problems.push(`${who}: expected ${want}, got ${res.status} ${res.text.slice(0, 160)}`);
    if (want === 409 && res.json?.error?.code !== "ACCOUNT_SUSPENDED")
      problems.push(`${who}: error code ${res.json?.error?.code}, expected ACCOUNT_SUSPENDED`);
    if (before && entry.writes && JSON.stringify(await snapshot(w, entry.writes)) !== JSON.stringify(before))
      problems.push(`${who}: refused, but rows changed`);
  }
  return problems;
}

describe("access matrix: a banned user's resources", () => {
  it.each(SAMPLE.map((e) => [e.route, e] as const))("%s while banned", async (_route, entry) => {
    expect(await run(entry, entry.banned)).toEqual([]);
  });

  it("reads them again once unbanned", async () => {
    await unban(w.admin, w.theirs.founder.id);
    await unban(w.admin, w.theirs.investor.id);
    const problems: string[] = [];
    for (const entry of SAMPLE) {
      if (entry.unbanned) problems.push(...(await run(entry, entry.unbanned)).map((p) => `${entry.route} ${p}`));
    }
    expect(problems).toEqual([]);
  });
});
