import { describe, expect, it } from "vitest";
import { signInMethodOf, twoFactorChangeOf } from "./sign-in-guard";

// Which new sessions are sign-ins for the security log, by the better-auth path that made them.
// (The paths with a real app: sign-in-lock.test.ts and two-factor-replay.test.ts.)

type Ctx = Parameters<typeof signInMethodOf>[0];
const ctx = (path: string, extra: { session?: unknown; params?: Record<string, string> } = {}) =>
  ({ path, params: extra.params, context: { session: extra.session ?? null } }) as unknown as Ctx;

describe("signInMethodOf", () => {
  it.each([
    [ctx("/sign-in/email"), false, "password"],
    [ctx("/sign-in/email"), true, null],
    [ctx("/two-factor/verify-totp"), false, "totp"],
    [ctx("/two-factor/verify-totp", { session: { id: "s" } }), false, null],
    [ctx("/two-factor/verify-backup-code"), false, "recovery_code"],
    [ctx("/callback/:id", { params: { id: "google" } }), false, "google"],
    [ctx("/callback/:id", { params: { id: "linkedin" } }), false, "linkedin"],
    [ctx("/sign-up/email"), false, null],
    [ctx("/change-password"), false, null],
    [ctx("/two-factor/disable"), false, null],
    [null, false, null],
  ])("%#: is %j for that path", (context, pending, method) => {
    expect(signInMethodOf(context, pending)).toBe(method);
  });
});

describe("twoFactorChangeOf", () => {
  it("names turning it on at the confirming code and off at disable, and nothing else", () => {
    expect(twoFactorChangeOf("/two-factor/verify-totp", true)).toBe("two_factor_enabled");
    expect(twoFactorChangeOf("/two-factor/disable", false)).toBe("two_factor_disabled");
    expect(twoFactorChangeOf("/two-factor/enable", true)).toBeNull();
    expect(twoFactorChangeOf("/update-user", false)).toBeNull();
    expect(twoFactorChangeOf(undefined, true)).toBeNull();
  });
});
