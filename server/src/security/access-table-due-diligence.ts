import type { DueDiligenceStatus } from "@domain/due-diligence/stages";
import { and, eq } from "drizzle-orm";
import {
  businessDocuments,
  dueDiligenceDocuments,
  dueDiligenceDocumentViews,
  dueDiligenceEvents,
  dueDiligenceMeetings,
  dueDiligenceProcesses,
  notifications,
} from "../db/schema";
import { makeDocumentLink } from "../modules/due-diligence/document-links";
import { meetingInput } from "../testing/due-diligence";
import { FILES, uploadToLibrary } from "../testing/due-diligence-documents";
import { type Entry, only, parties, path } from "./access-table";
import type { Side, Whose, World } from "./access-world";

// Due diligence: processes, meetings, the document room, uploads and the founder's library.
// Each case first puts the process in a stage where the action is allowed, so "own" proves the
// party gets through and "other" proves the stranger does not.

const FOUNDER = ["founder"] as const;
const INVESTOR = ["investor"] as const;
const PROCESS_WRITES = [dueDiligenceProcesses, dueDiligenceEvents, notifications];

async function atStage(w: World, whose: Whose, status: DueDiligenceStatus): Promise<Side> {
  const side = w.side(whose);
  await w.db.update(dueDiligenceProcesses).set({ status }).where(eq(dueDiligenceProcesses.id, side.process.id));
  return side;
}

/** A pending request of this category in the side's process (requested by its investor if there is none). */
async function pendingRequest(w: World, whose: Whose, category: string): Promise<string> {
  const side = await atStage(w, whose, "due_diligence_docs");
  const where = and(
    eq(dueDiligenceDocuments.processId, side.process.id),
    eq(dueDiligenceDocuments.category, category),
    eq(dueDiligenceDocuments.status, "pending"),
  );
  const [found] = await w.db.select().from(dueDiligenceDocuments).where(where);
  if (found) return found.id;
  const res = await side.investor.client.post(`/api/due-diligence/${side.process.id}/documents`, {
    categories: [category],
  });
  const doc = (res.json?.documents ?? []).find((d: { category: string; status: string }) => d.category === category);
  if (!doc) throw new Error(`no ${category} request: ${JSON.stringify(res.json)}`);
  return doc.id;
}

/** The side's process where its documents open: at Due Diligence Docs, nothing revoked. */
async function accessHolds(w: World, whose: Whose): Promise<void> {
  const side = await atStage(w, whose, "due_diligence_docs");
  await w.db
    .update(dueDiligenceProcesses)
    .set({ documentsRevokedAt: null })
    .where(eq(dueDiligenceProcesses.id, side.process.id));
  await w.db
    .update(dueDiligenceDocuments)
    .set({ revokedAt: null })
    .where(eq(dueDiligenceDocuments.processId, side.process.id));
}

/** The founder's revocations of one document and of all, each followed by its restore. */
const REVOCATION_ROUTES: Entry[] = (["revoke", "restore"] as const).flatMap((action) => [
  {
    route: `POST /api/due-diligence/documents/:id/${action}`,
    expect: only(FOUNDER, [200, 404]),
    call: (w: World, _who: unknown, whose: Whose) =>
      path(`/api/due-diligence/documents/${w.side(whose).sharedDocumentId}/${action}`),
    writes: [dueDiligenceDocuments, dueDiligenceProcesses],
  },
  {
    route: `POST /api/due-diligence/:id/documents/${action}`,
    expect: only(FOUNDER, [200, 404]),
    call: (w: World, _who: unknown, whose: Whose) => path(processPath(w, whose, `/documents/${action}`)),
    writes: [dueDiligenceDocuments, dueDiligenceProcesses],
  },
]);

let meetings = 0;
/** A meeting at a time no other case uses (the same proposal twice is one meeting). */
function newMeeting() {
  meetings += 1;
  return meetingInput({
    time: `${String(8 + (meetings % 12)).padStart(2, "0")}:${String(meetings % 60).padStart(2, "0")}`,
  });
}

/** A meeting of the side's process, pending approval, proposed by its investor. */
async function pendingMeeting(w: World, whose: Whose): Promise<string> {
  const side = await atStage(w, whose, "q&a_scheduled");
  const res = await side.investor.client.post(`/api/due-diligence/${side.process.id}/meetings`, newMeeting());
  if (res.status !== 201) throw new Error(`meeting: ${JSON.stringify(res.json)}`);
  return res.json.meeting.id;
}

const processPath = (w: World, whose: Whose, rest = "") => `/api/due-diligence/${w.side(whose).process.id}${rest}`;

export const DUE_DILIGENCE_ROUTES: Entry[] = [
  { route: "GET /api/due-diligence", expect: parties(200), objectless: true, call: () => path("/api/due-diligence") },
  {
    // Only the investor's own process is looked up, whichever business is named.
    route: "GET /api/due-diligence/lookup",
    expect: only(INVESTOR, 200),
    call: (w, _who, whose) => path(`/api/due-diligence/lookup?businessId=${w.side(whose).business.id}`),
  },
  {
    // Own: interest already expressed (the existing process, 200); other: a new business (201).
    route: "POST /api/due-diligence",
    expect: only(INVESTOR, [200, 201]),
    call: (w, _who, whose) => {
      const side = w.side(whose);
      return { path: "/api/due-diligence", json: { businessId: side.business.id, campaignId: side.active.id } };
    },
    writes: PROCESS_WRITES,
  },
  {
    route: "GET /api/due-diligence/:id",
    expect: parties([200, 404]),
    call: (w, _who, whose) => path(processPath(w, whose)),
  },
  {
    route: "POST /api/due-diligence/:id/advance",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => {
      await atStage(w, "own", "initial_contact");
      return { path: processPath(w, whose, "/advance"), json: {} };
    },
    writes: PROCESS_WRITES,
  },
  {
    route: "POST /api/due-diligence/:id/decline",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => {
      await atStage(w, "own", "initial_contact");
      return { path: processPath(w, whose, "/decline"), json: { reason: "terms" } };
    },
    writes: PROCESS_WRITES,
  },
  {
    // The investor approves from Closing; the founder may not (409, the workflow's rule).
    route: "POST /api/due-diligence/:id/approve",
    expect: { anon: 401, investor: [200, 404], founder: [409, 404], admin: 403 },
    call: async (w, _who, whose) => {
      await atStage(w, "own", "closing");
      return { path: processPath(w, whose, "/approve"), json: {} };
    },
    writes: PROCESS_WRITES,
  },
  {
    route: "POST /api/due-diligence/:id/restart",
    expect: { anon: 401, investor: [200, 404], founder: [409, 404], admin: 403 },
    call: async (w, _who, whose) => {
      await atStage(w, "own", "declined");
      return { path: processPath(w, whose, "/restart"), json: {} };
    },
    writes: PROCESS_WRITES,
  },
  {
    route: "GET /api/due-diligence/:id/meetings",
    expect: parties([200, 404]),
    call: (w, _who, whose) => path(processPath(w, whose, "/meetings")),
  },
  {
    route: "POST /api/due-diligence/:id/meetings",
    expect: parties([201, 404]),
    call: async (w, _who, whose) => {
      await atStage(w, "own", "q&a_scheduled");
      return { path: processPath(w, whose, "/meetings"), json: newMeeting() };
    },
    writes: [dueDiligenceMeetings, ...PROCESS_WRITES],
  },
  {
    // Either party may cancel a meeting of their process.
    route: "POST /api/due-diligence/:id/meetings/:meetingId",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => ({
      path: processPath(w, whose, `/meetings/${await pendingMeeting(w, whose)}`),
      json: { action: "cancel" },
    }),
    writes: [dueDiligenceMeetings, ...PROCESS_WRITES],
  },
  {
    route: "GET /api/due-diligence/:id/meetings/:meetingId/ics",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => path(processPath(w, whose, `/meetings/${await pendingMeeting(w, whose)}/ics`)),
  },
  {
    route: "GET /api/due-diligence/:id/timeline",
    expect: parties([200, 404]),
    call: (w, _who, whose) => path(processPath(w, whose, "/timeline")),
  },
  {
    route: "GET /api/due-diligence/:id/documents",
    expect: parties([200, 404]),
    call: (w, _who, whose) => path(processPath(w, whose, "/documents")),
  },
  {
    route: "POST /api/due-diligence/:id/documents",
    expect: only(INVESTOR, [200, 404]),
    call: async (w, _who, whose) => {
      await atStage(w, "own", "initial_contact");
      return { path: processPath(w, whose, "/documents"), json: { categories: ["business_plan"] } };
    },
    writes: [dueDiligenceDocuments, ...PROCESS_WRITES],
  },
  {
    route: "POST /api/due-diligence/documents/:id/from-library",
    expect: only(FOUNDER, [200, 404]),
    call: async (w, who, whose) => {
      const id =
        who === "founder" ? await pendingRequest(w, whose, "certificate_of_incorporation") : w.mine.sharedDocumentId;
      return {
        path: `/api/due-diligence/documents/${id}/from-library`,
        json: { libraryDocumentId: w.mine.libraryDocumentId },
      };
    },
    writes: [dueDiligenceDocuments, businessDocuments, ...PROCESS_WRITES],
  },
  {
    route: "POST /api/due-diligence/documents/:id/open",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => {
      await accessHolds(w, "own");
      return { path: `/api/due-diligence/documents/${w.side(whose).sharedDocumentId}/open` };
    },
    writes: [dueDiligenceDocuments, dueDiligenceDocumentViews],
  },
  {
    // A link opens only with the session of the party it was made for (own: the caller's own
    // link; other: the other pair's investor's link, which names neither the caller nor their process).
    route: "GET /api/due-diligence/documents/:id/file",
    expect: parties([200, 404]),
    call: async (w, who, whose) => {
      await accessHolds(w, "own");
      const side = w.side(whose);
      const forUser = whose === "own" && who === "founder" ? side.founder.id : side.investor.id;
      return path(makeDocumentLink(w.t.deps.links, "process", side.sharedDocumentId, forUser).url);
    },
  },
  ...REVOCATION_ROUTES,
  {
    route: "PUT /api/uploads/due-diligence/documents/:id",
    expect: only(FOUNDER, [200, 404]),
    call: async (w, who, whose) => {
      const id = who === "founder" ? await pendingRequest(w, whose, "financial_statements") : w.mine.sharedDocumentId;
      return { path: `/api/uploads/due-diligence/documents/${id}?name=figures.pdf`, raw: FILES.pdf };
    },
    writes: [dueDiligenceDocuments, ...PROCESS_WRITES],
  },
  {
    route: "PUT /api/uploads/due-diligence/library",
    expect: only(FOUNDER, 201),
    objectless: true,
    call: () => ({ path: "/api/uploads/due-diligence/library?category=pitch_deck&name=deck.pdf", raw: FILES.pdf }),
    writes: [businessDocuments],
  },
  {
    route: "GET /api/due-diligence/library",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => path("/api/due-diligence/library"),
  },
  {
    // Keyed by the founder's own business: there is no other founder's to name.
    route: "GET /api/due-diligence/library/analytics",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => path("/api/due-diligence/library/analytics"),
  },
  {
    route: "POST /api/due-diligence/library/:id/open",
    expect: only(FOUNDER, [200, 404]),
    call: (w, _who, whose) => ({ path: `/api/due-diligence/library/${w.side(whose).libraryDocumentId}/open` }),
    writes: [businessDocuments],
  },
  {
    route: "GET /api/due-diligence/library/:id/file",
    expect: only(FOUNDER, [200, 404]),
    call: (w, _who, whose) => {
      const side = w.side(whose);
      return path(makeDocumentLink(w.t.deps.links, "library", side.libraryDocumentId, side.founder.id).url);
    },
  },
  {
    route: "DELETE /api/due-diligence/library/:id",
    expect: only(FOUNDER, [204, 404]),
    call: async (w, who, whose) => {
      const side = w.side(whose);
      let id = side.libraryDocumentId;
      if (who === "founder" && whose === "own") {
        const up = await uploadToLibrary(w.t, side.founder.client, "business_plan", "plan.pdf", FILES.pdf);
        id = up.json.document.id;
      }
      return path(`/api/due-diligence/library/${id}`);
    },
    writes: [businessDocuments],
  },
];
