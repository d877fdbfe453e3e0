import { describe, expect, it } from "vitest";
import type { RequesterStatus, VerificationRequestStatus } from "./constants";
import { requesterStatus, sameIncorporationCountry } from "./status";

describe("requesterStatus", () => {
  it.each<[boolean, VerificationRequestStatus | null, RequesterStatus]>([
    [false, null, "not_submitted"],
    [false, "pending", "pending"],
    [false, "rejected", "rejected"],
    // Approved, then the country or number changed: unverified until a new request is approved.
    [false, "approved", "not_submitted"],
    [true, "approved", "verified"],
    // Verified by the admin's KYC switch before any request, or while one waited.
    [true, null, "verified"],
    [true, "pending", "verified"],
    [true, "rejected", "verified"],
  ])("verified %s, latest %s: %s", (verified, latest, expected) => {
    expect(requesterStatus(verified, latest ? { status: latest } : null)).toBe(expected);
  });
});

describe("sameIncorporationCountry", () => {
  it.each<[string | null, string | null, boolean]>([
    ["Nigeria", "Nigeria", true],
    ["Nigeria", " nigeria ", true],
    [null, "", true],
    ["Nigeria", "Ghana", false],
    [null, "Kenya", false],
    ["Kenya", null, false],
  ])("%j and %j: %s", (a, b, same) => {
    expect(sameIncorporationCountry(a, b)).toBe(same);
  });
});
