import { CURRENT_STANDARD_NDA } from "@domain/due-diligence/nda/standard-nda";
import { eq } from "drizzle-orm";
import { businessNdas, ndaAcceptances, profiles, securityEvents } from "../db/schema";
import { FILES } from "../testing/due-diligence-documents";
import { ndaPath, uploadNda } from "../testing/due-diligence-nda";
import { type Entry, only, parties, path } from "./access-table";
import type { Side, Whose, World } from "./access-world";

// The NDA before the first document (issue 21): the founder's requirement for their business and
// each process's NDA, acceptance and PDFs. Every case first has the side's investor accept the
// standard NDA, so the processes stay open to the rows that open documents, whatever runs next.

const FOUNDER = ["founder"] as const;
const INVESTOR = ["investor"] as const;

async function investorName(w: World, side: Side): Promise<string> {
  const [row] = await w.db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, side.investor.id));
  return row?.name ?? "";
}

/** The side's process has an accepted NDA (the standard one, required for the occasion). */
async function accepted(w: World, whose: Whose): Promise<Side> {
  const side = w.side(whose);
  const [done] = await w.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.processId, side.process.id));
  if (done) return side;
  await side.founder.client.put(ndaPath(side.business.id), { requirement: "standard" });
  const res = await side.investor.client.post(`/api/due-diligence/${side.process.id}/nda/accept`, {
    fullName: await investorName(w, side),
    ndaId: CURRENT_STANDARD_NDA,
  });
  if (res.status !== 200) throw new Error(`NDA acceptance: ${JSON.stringify(res.json)}`);
  return side;
}

/** The side's business requires its founder's own PDF. */
async function customNda(w: World, whose: Whose): Promise<Side> {
  const side = await accepted(w, whose);
  const up = await uploadNda(w.t, side.founder.client, side.business.id, "nda.pdf", FILES.pdf);
  if (up.status !== 200) throw new Error(`NDA upload: ${JSON.stringify(up.json)}`);
  return side;
}

const processNda = (side: Side, rest = "") => `/api/due-diligence/${side.process.id}/nda${rest}`;

export const NDA_ROUTES: Entry[] = [
  {
    route: "GET /api/due-diligence/businesses/:id/nda",
    expect: only(FOUNDER, [200, 404]),
    call: (w, _who, whose) => path(ndaPath(w.side(whose).business.id)),
  },
  {
    route: "PUT /api/due-diligence/businesses/:id/nda",
    expect: only(FOUNDER, [200, 404]),
    call: async (w, _who, whose) => {
      const side = await accepted(w, whose);
      return { path: ndaPath(side.business.id), json: { requirement: "standard" } };
    },
    writes: [businessNdas],
  },
  {
    route: "PUT /api/uploads/due-diligence/businesses/:id/nda",
    expect: only(FOUNDER, [200, 404]),
    call: async (w, _who, whose) => {
      const side = await accepted(w, whose);
      return { path: `/api/uploads/due-diligence/businesses/${side.business.id}/nda?name=nda.pdf`, raw: FILES.pdf };
    },
    writes: [businessNdas],
  },
  {
    route: "GET /api/due-diligence/:id/nda",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => path(processNda(await accepted(w, whose))),
  },
  {
    // A second acceptance answers the first: the investor's own call is 200 and changes nothing.
    route: "POST /api/due-diligence/:id/nda/accept",
    expect: only(INVESTOR, [200, 404]),
    call: async (w, _who, whose) => {
      const side = await accepted(w, whose);
      const json = { fullName: await investorName(w, w.side("own")), ndaId: CURRENT_STANDARD_NDA };
      return { path: processNda(side, "/accept"), json };
    },
    writes: [ndaAcceptances, securityEvents],
  },
  {
    route: "GET /api/due-diligence/:id/nda/file",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => path(processNda(await customNda(w, whose), "/file")),
  },
  {
    route: "GET /api/due-diligence/:id/nda/acceptance",
    expect: parties([200, 404]),
    call: async (w, _who, whose) => path(processNda(await accepted(w, whose), "/acceptance")),
  },
];
