import { KYC_APPROVED } from "@domain/constants/investors";
import { jurisdictionOf } from "@domain/due-diligence/documents";
import type { VerificationSubject } from "@domain/verification/constants";
import type { TAdminVerification, TVerificationRequest } from "@domain/verification/schemas";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, investors, profiles, verificationRequests } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// Verification requests, and the flags they set: a business's verified_at, an investor's KYC.
// A requester's reads are keyed by their own user id; an admin's by the request's id.

const v = verificationRequests;
export type RequestRow = typeof v.$inferSelect;
type RequestValues = Omit<typeof v.$inferInsert, "status" | "createdAt">;

/** The one-pending-request-per-subject index (a second pending request answers 409). */
export const ONE_PENDING_INDEX = "verification_requests_one_pending_idx";

export function toRequest(row: RequestRow, businessName: string | null): TVerificationRequest {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    scanStatus: row.scanStatus,
    businessId: row.businessId,
    businessName,
    incorporationCountry: row.incorporationCountry,
    jurisdiction: row.subject === "business" ? jurisdictionOf(row.incorporationCountry) : null,
    registrationNumber: row.registrationNumber,
    legalName: row.legalName,
    investorKind: row.investorKind,
    firmName: row.firmName,
    firmWebsite: row.firmWebsite,
    firmRegistrationNumber: row.firmRegistrationNumber,
  };
}

const withBusiness = (db: Database) =>
  db
    .select({ request: v, businessName: businesses.businessName })
    .from(v)
    .leftJoin(businesses, eq(businesses.id, v.businessId));

/** The requester's latest request about this subject, or null. */
export async function latestRequest(db: Database, userId: string, subject: VerificationSubject) {
  const [row] = await withBusiness(db)
    .where(and(eq(v.userId, userId), eq(v.subject, subject)))
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(1);
  return row ? { row: row.request, request: toRequest(row.request, row.businessName) } : null;
}

export async function findRequest(db: Database, id: string): Promise<RequestRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(v).where(eq(v.id, id)).limit(1);
  return row ?? null;
}

export async function insertRequest(db: Database, values: RequestValues): Promise<void> {
  await db.insert(v).values(values);
}

/** Decides a pending request; null when it is not pending (or not there). */
export async function decideRequest(
  db: Database,
  id: string,
  decision: { status: "approved" | "rejected"; reason: string | null; adminId: string },
) {
  const [row] = await db
    .update(v)
    .set({
      status: decision.status,
      rejectionReason: decision.reason,
      reviewedBy: decision.adminId,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(v.id, id), eq(v.status, "pending")))
    .returning();
  return row ?? null;
}

/** The admins' queue: pending requests, newest first, with who sent them. */
export async function listPending(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ items: TAdminVerification[]; total: number }> {
  const pending = eq(v.status, "pending");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: v,
        businessName: businesses.businessName,
        requesterName: profiles.fullName,
        requesterEmail: profiles.email,
      })
      .from(v)
      .leftJoin(businesses, eq(businesses.id, v.businessId))
      .innerJoin(profiles, eq(profiles.id, v.userId))
      .where(pending)
      .orderBy(desc(v.createdAt), desc(v.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(v).where(pending),
  ]);
  return {
    items: rows.map((r) => ({
      ...toRequest(r.request, r.businessName),
      requesterId: r.request.userId,
      requesterName: r.requesterName,
      requesterEmail: r.requesterEmail,
    })),
    total: total?.n ?? 0,
  };
}

// The subjects' flags.

const businessSelection = {
  id: businesses.id,
  businessName: businesses.businessName,
  incorporationCountry: businesses.incorporationCountry,
  verifiedAt: businesses.verifiedAt,
};

/** The founder's business with its verification flag (null before they create it). */
export async function businessOfOwner(db: Database, userId: string) {
  const [row] = await db.select(businessSelection).from(businesses).where(eq(businesses.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The business row, locked for the rest of the transaction. Every change of a business's
 * verification (approval, a new request, a new country) locks the business first, so two of
 * them wait for each other in the same order instead of deadlocking.
 */
export async function lockBusiness(db: Database, businessId: string) {
  const [row] = await db.select(businessSelection).from(businesses).where(eq(businesses.id, businessId)).for("update");
  return row ?? null;
}

export async function setBusinessVerified(db: Database, businessId: string, verified: boolean): Promise<void> {
  await db
    .update(businesses)
    .set({ verifiedAt: verified ? sql`now()` : null })
    .where(eq(businesses.id, businessId));
}

/**
 * The founder changed the business's country: it is no longer Verified, and a request made for
 * the old country is closed with the reason (the founder submits again for the new one).
 */
export async function unverifyForNewCountry(db: Database, businessId: string, reason: string): Promise<void> {
  await setBusinessVerified(db, businessId, false);
  await db
    .update(v)
    .set({ status: "rejected", rejectionReason: reason, reviewedAt: sql`now()` })
    .where(and(eq(v.businessId, businessId), eq(v.status, "pending")));
}

/** The investor's name (their profile's, or their registration's) and whether their KYC is approved. */
export async function investorOf(db: Database, userId: string) {
  const [row] = await db
    .select({ fullName: sql<string>`coalesce(${investors.fullName}, ${profiles.fullName})`, kyc: investors.kycStatus })
    .from(profiles)
    .leftJoin(investors, eq(investors.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ? { fullName: row.fullName, verified: row.kyc === KYC_APPROVED } : null;
}

/** The admin's KYC switch approved the investor: a request of theirs still waiting is approved with it. */
export async function approvePendingInvestorRequest(db: Database, userId: string, adminId: string): Promise<void> {
  await db
    .update(v)
    .set({ status: "approved", reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(v.userId, userId), eq(v.subject, "investor"), eq(v.status, "pending")));
}
