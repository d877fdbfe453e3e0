import { VERIFICATION_MESSAGES as M } from "@domain/verification/constants";
import type { TAdminVerificationPage, TVerificationRequest } from "@domain/verification/schemas";
import { sameIncorporationCountry } from "@domain/verification/status";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { nextOffsetOf } from "../../lib/paging";
import type { Storage, StoredFile } from "../../storage/storage";
import { approveKyc } from "../investors/investors.queries";
import { notify } from "../notifications/notify";
import {
  decideRequest,
  findRequest,
  listPending,
  lockBusiness,
  type RequestRow,
  setBusinessVerified,
  toRequest,
} from "./verification.queries";

// The admins' side: one queue of pending requests, approve or reject with a reason, the requester
// told either way; and the document, which only its requester and the admins ever receive.

const notFound = () => new AppError("NOT_FOUND", M.requestNotFound);
const linkOf = (row: RequestRow) => (row.subject === "business" ? "/founder/business" : "/investor/profile");

export async function listVerificationQueue(
  db: Database,
  page: { limit: number; offset: number },
): Promise<TAdminVerificationPage> {
  const { items, total } = await listPending(db, page);
  return { items, total, nextOffset: nextOffsetOf(page.offset, items.length, total) };
}

/**
 * Approves a pending request: the business becomes Verified (if it still has the country the
 * number was checked against), or the investor's KYC is approved, as the admin's KYC switch does.
 */
export async function approveVerification(db: Database, adminId: string, id: string): Promise<TVerificationRequest> {
  return db.transaction(async (tx) => {
    const found = await findRequest(tx, id);
    if (!found) throw notFound();
    let businessName: string | null = null;
    if (found.subject === "business") {
      // Locked before the request, in the order the founder's changes take.
      const business = found.businessId ? await lockBusiness(tx, found.businessId) : null;
      if (!business) throw notFound();
      const sameCountry = sameIncorporationCountry(business.incorporationCountry, found.incorporationCountry);
      if (found.status === "pending" && !sameCountry) throw new AppError("CONFLICT", M.countryChanged);
      businessName = business.businessName;
    }
    const decided = await decideRequest(tx, id, { status: "approved", reason: null, adminId });
    if (!decided) throw new AppError("CONFLICT", M.notPending);
    if (decided.businessId) await setBusinessVerified(tx, decided.businessId, true);
    else await approveKyc(tx, decided.userId);
    await notify(tx, {
      userId: decided.userId,
      ...(businessName !== null
        ? { key: "verification.businessApproved" as const, params: { name: businessName } }
        : { key: "verification.investorApproved" as const, params: {} }),
      link: linkOf(decided),
    });
    return toRequest(decided, businessName);
  });
}

/** Rejects a pending request with the admin's reason; the subject's flag is left as it is. */
export async function rejectVerification(
  db: Database,
  adminId: string,
  id: string,
  reason: string,
): Promise<TVerificationRequest> {
  return db.transaction(async (tx) => {
    if (!(await findRequest(tx, id))) throw notFound();
    const decided = await decideRequest(tx, id, { status: "rejected", reason, adminId });
    if (!decided) throw new AppError("CONFLICT", M.notPending);
    await notify(tx, {
      userId: decided.userId,
      key: "verification.rejected",
      params: { reason },
      link: linkOf(decided),
    });
    return toRequest(decided, null);
  });
}

/** A request's document, for its requester or an admin; anyone else finds nothing. */
export async function verificationFile(
  deps: { db: Database; storage: Storage },
  viewer: { userId: string; isAdmin: boolean },
  id: string,
): Promise<{ file: StoredFile; fileName: string }> {
  const found = await findRequest(deps.db, id);
  if (!found || (found.userId !== viewer.userId && !viewer.isAdmin)) throw notFound();
  const file = await deps.storage.get(found.storageKey);
  if (!file) throw notFound();
  return { file, fileName: found.fileName };
}
