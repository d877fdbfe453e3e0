import type { RequesterStatus, VerificationRequestStatus } from "./constants";

// What a requester sees of their verification: the subject's own flag (a business's verified_at,
// an investor's KYC) decides Verified; otherwise their latest request says the rest.

export function requesterStatus(
  verified: boolean,
  latest: { status: VerificationRequestStatus } | null,
): RequesterStatus {
  if (verified) return "verified";
  if (latest?.status === "pending") return "pending";
  if (latest?.status === "rejected") return "rejected";
  // Never asked, or approved once and then unverified (the registration details changed since).
  return "not_submitted";
}

/**
 * Whether two countries of incorporation are the same registration country: a change of case or
 * spaces is not a change; any other edit is (the business is no longer Verified after it).
 */
export const sameIncorporationCountry = (a: string | null, b: string | null): boolean =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
