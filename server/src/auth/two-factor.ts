import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_CHALLENGE_SECONDS,
  TWO_FACTOR_MESSAGES,
} from "@domain/constants/accounts";
import { PRODUCT_NAME } from "@domain/constants/shell";
import { ZRecoveryCodeSchema, ZTotpCodeSchema, ZTwoFactorPasswordSchema } from "@domain/schemas/two-factor";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { user } from "../db/schema";

// Two-step sign-in with an authenticator app (docs/decisions/013-multi-factor-sign-in.md), on
// better-auth's two-factor plugin. The plugin does the cryptography and the state: an encrypted
// secret, encrypted single-use recovery codes, the pending sign-in as a signed `two_factor` cookie
// (no session exists until the second step), attempt counters and an account lock. This file
// narrows it to what the app offers.

/** The plugin's endpoints the app uses; its others (e-mail OTP, trusted devices, fetching the URI or
 * new codes again) answer 404 from outside. */
export const TWO_FACTOR_AUTH_PATHS = [/^\/two-factor\/(enable|disable|verify-totp|verify-backup-code)$/];

export function twoFactorPlugin() {
  return twoFactor({
    issuer: PRODUCT_NAME,
    totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
    backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10, storeBackupCodes: "encrypted" },
    twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
    // Ten wrong codes in a row lock the second step for 15 minutes (the plugin's defaults, stated).
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });
}

function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    throw new APIError("BAD_REQUEST", {
      code: "VALIDATION_FAILED",
      message: parsed.error.issues[0]?.message ?? "Invalid input",
    });
  }
  return parsed.data;
}

/**
 * The body better-auth gets for a two-factor path, checked against the domain schemas; null for
 * other paths. Only what the app offers passes: always TOTP (no `method: "otp"`), our issuer,
 * and never `trustDevice` (a remembered browser would skip the second step for 30 days) or
 * `disableSession`. better-auth deep-merges a hook's body over the client's, so each field the
 * client could set is given here explicitly; fields its own schemas do not know are dropped.
 */
export function twoFactorBody(path: string, body: unknown): Record<string, unknown> | null {
  switch (path) {
    case "/two-factor/enable":
      return { password: parseOrRefuse(ZTwoFactorPasswordSchema, body).password, method: "totp", issuer: PRODUCT_NAME };
    case "/two-factor/disable":
      return { password: parseOrRefuse(ZTwoFactorPasswordSchema, body).password };
    case "/two-factor/verify-totp":
      return { code: parseOrRefuse(ZTotpCodeSchema, body).code, trustDevice: false };
    case "/two-factor/verify-backup-code":
      return { code: parseOrRefuse(ZRecoveryCodeSchema, body).code, trustDevice: false, disableSession: false };
    default:
      return null;
  }
}

export async function hasTwoFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.enabled ?? false;
}

/** Sign-in paths the plugin turns into a pending second step for an account with two-step sign-in. */
const PASSWORD_SIGN_IN = "/sign-in/email";

/**
 * Checked when a session is about to be created. A provider's callback (Google, LinkedIn) would
 * skip the plugin's second step entirely, so an account with two-step sign-in is refused there and
 * told to use its password and code.
 */
export async function refuseSocialSignInWithTwoFactor(db: Database, userId: string, path: string | undefined) {
  if (!path || !/^\/(oauth2\/)?callback\//.test(path)) return;
  if (await hasTwoFactor(db, userId)) {
    throw new APIError("FORBIDDEN", { code: "TWO_FACTOR_REQUIRED", message: TWO_FACTOR_MESSAGES.socialSignInBlocked });
  }
}

/**
 * Whether a session just created is the short-lived one the plugin deletes again at once because
 * the second step is still due (so it is not a sign-in yet, e.g. for last_login_at).
 */
export async function isPendingSecondStep(db: Database, userId: string, path: string | undefined): Promise<boolean> {
  return path === PASSWORD_SIGN_IN && (await hasTwoFactor(db, userId));
}
