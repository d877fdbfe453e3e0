import type { VerificationSubject } from "@domain/verification/constants";
import { and, eq, ne } from "drizzle-orm";
import { businesses, investors, notifications, verificationRequests } from "../db/schema";
import { FILES } from "../testing/due-diligence-documents";
import { type Entry, only, path } from "./access-table";
import { type Side, sendAs, type Whose, type World } from "./access-world";

// Verification (issue 19): each requester's status and submission, the admins' queue and
// decisions, and the documents, which only their requester and the admins may read.

const FOUNDER = ["founder"] as const;
const INVESTOR = ["investor"] as const;
const ADMIN = ["admin"] as const;
const REVIEW_WRITES = [verificationRequests, businesses, investors, notifications];

const v = verificationRequests;
/** The file name of the rows made here without a stored file. */
const NO_FILE = "placeholder.pdf";
const mineOf = (userId: string, subject: VerificationSubject) => and(eq(v.userId, userId), eq(v.subject, subject));

/** The side's requester may send now: nothing of theirs pending, and not verified. */
async function readyToSubmit(w: World, side: Side, subject: VerificationSubject): Promise<void> {
  const userId = subject === "business" ? side.founder.id : side.investor.id;
  await w.db.delete(v).where(and(mineOf(userId, subject), eq(v.status, "pending")));
  if (subject === "business")
    await w.db.update(businesses).set({ verifiedAt: null }).where(eq(businesses.id, side.business.id));
  else await w.db.update(investors).set({ kycStatus: "pending" }).where(eq(investors.userId, userId));
}

/** A request of the side's founder (business) or investor with its document stored, sent through the app once. */
async function requestOf(w: World, side: Side, subject: VerificationSubject): Promise<string> {
  const userId = subject === "business" ? side.founder.id : side.investor.id;
  const [found] = await w.db
    .select()
    .from(v)
    .where(and(mineOf(userId, subject), ne(v.fileName, NO_FILE)));
  if (found) return found.id;
  await readyToSubmit(w, side, subject);
  const url =
    subject === "business"
      ? "/api/uploads/verification/business?name=certificate.pdf&registrationNumber=PVT-AB1C2D3"
      : "/api/uploads/verification/investor?name=id.pdf&legalName=Kofi%20Mensah&kind=individual";
  const person = subject === "business" ? side.founder : side.investor;
  const res = await sendAs(w.t, person, "PUT", url, { raw: FILES.pdf });
  if (res.status !== 201) throw new Error(`verification request: ${res.text}`);
  return res.json.latest.id as string;
}

/** A pending request of the side's (a row only: deciding one never reads its file). */
async function pendingOf(w: World, whose: Whose, subject: VerificationSubject): Promise<string> {
  const side = w.side(whose);
  await readyToSubmit(w, side, subject);
  const business = subject === "business";
  const [row] = await w.db
    .insert(v)
    .values({
      subject,
      userId: business ? side.founder.id : side.investor.id,
      businessId: business ? side.business.id : null,
      incorporationCountry: business ? side.business.incorporationCountry : null,
      registrationNumber: business ? "PVT-AB1C2D3" : null,
      legalName: business ? null : "Kofi Mensah",
      investorKind: business ? null : "individual",
      storageKey: `verification-docs/none/00000000-0000-4000-8000-000000000000-${NO_FILE}`,
      fileName: NO_FILE,
      fileSize: 10,
      fileType: "application/pdf",
    })
    .returning();
  return row?.id ?? "";
}

export const VERIFICATION_ROUTES: Entry[] = [
  {
    route: "GET /api/founder/verification",
    expect: only(FOUNDER, 200),
    objectless: true,
    call: () => path("/api/founder/verification"),
  },
  {
    route: "GET /api/investor/verification",
    expect: only(INVESTOR, 200),
    objectless: true,
    call: () => path("/api/investor/verification"),
  },
  {
    route: "PUT /api/uploads/verification/business",
    expect: only(FOUNDER, 201),
    objectless: true,
    call: async (w) => {
      await readyToSubmit(w, w.mine, "business");
      return { path: "/api/uploads/verification/business?name=cor.pdf&registrationNumber=PVT-AB1C2D3", raw: FILES.pdf };
    },
    writes: [verificationRequests, businesses],
  },
  {
    route: "PUT /api/uploads/verification/investor",
    expect: only(INVESTOR, 201),
    objectless: true,
    call: async (w) => {
      await readyToSubmit(w, w.mine, "investor");
      return { path: "/api/uploads/verification/investor?name=id.pdf&legalName=Kofi&kind=individual", raw: FILES.pdf };
    },
    writes: [verificationRequests],
  },
  {
    // The requester's own document, or another's (404); an admin reads every one.
    route: "GET /api/verification/requests/:id/file",
    expect: { anon: 401, investor: [200, 404], founder: [200, 404], admin: 200 },
    call: async (w, who, whose) => {
      const side = w.side(whose);
      const subject = who === "investor" ? "investor" : "business";
      return path(`/api/verification/requests/${await requestOf(w, side, subject)}/file`);
    },
  },
  {
    route: "GET /api/admin/verifications",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/verifications"),
    adminSeesEmails: true,
  },
  {
    // An admin decides every request: "own" and "other" are both requests the admin may decide.
    route: "POST /api/admin/verifications/:id/approve",
    expect: only(ADMIN, 200),
    call: async (w, _who, whose) => path(`/api/admin/verifications/${await pendingOf(w, whose, "business")}/approve`),
    writes: REVIEW_WRITES,
  },
  {
    route: "POST /api/admin/verifications/:id/reject",
    expect: only(ADMIN, 200),
    call: async (w, _who, whose) => ({
      path: `/api/admin/verifications/${await pendingOf(w, whose, "investor")}/reject`,
      json: { reason: "The scan is unreadable" },
    }),
    writes: REVIEW_WRITES,
  },
];
