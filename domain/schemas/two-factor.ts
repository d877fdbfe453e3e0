import { z } from "zod";
import { TWO_FACTOR_MESSAGES as M, PASSWORD_MAX_LENGTH, TOTP_DIGITS } from "../constants/accounts";
import { zText } from "./fields";

// Two-step sign-in: the bodies of better-auth's two-factor endpoints as the app sends them. The
// server checks them before better-auth sees them (server/src/auth/two-factor.ts), so only these
// fields reach it; the forms use the same schemas.

const passwordRequired = { error: () => M.passwordRequired };
const totpCode = { error: () => M.totpCode };
const recoveryCode = { error: () => M.recoveryCode };

/** Enabling or disabling: the current password, only checked to be present here. */
export const ZTwoFactorPasswordSchema = z.object({
  password: zText(passwordRequired).min(1, passwordRequired).max(PASSWORD_MAX_LENGTH, passwordRequired),
});
export type TTwoFactorPassword = z.infer<typeof ZTwoFactorPasswordSchema>;

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A code from the authenticator app; spaces (as some apps show "123 456") are ignored. */
export const ZTotpCodeSchema = z.object({
  code: zText(totpCode)
    .max(32, totpCode)
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(zText().regex(TOTP_PATTERN, totpCode)),
});
export type TTotpCode = z.input<typeof ZTotpCodeSchema>;

/**
 * A recovery code as better-auth issues it: ten letters and digits shown as `abcde-12345`.
 * Typed with or without the dash; letters keep their case (the codes are case-sensitive).
 */
export const ZRecoveryCodeSchema = z.object({
  code: zText(recoveryCode)
    .max(32, recoveryCode)
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(zText().regex(/^[A-Za-z0-9]{10}$/, recoveryCode))
    .transform((value) => `${value.slice(0, 5)}-${value.slice(5)}`),
});
export type TRecoveryCode = z.input<typeof ZRecoveryCodeSchema>;

export const ZTwoFactorStatusSchema = z.object({ enabled: z.boolean() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

/** What enabling answers: the otpauth:// URI for the QR code and the recovery codes, shown once. */
const ZTwoFactorEnableResponseSchema = z.object({
  totpURI: zText(),
  backupCodes: z.array(zText()),
});
export type TTwoFactorEnableResponse = z.infer<typeof ZTwoFactorEnableResponseSchema>;
