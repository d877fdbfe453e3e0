import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import { PRODUCT_NAME } from "./shell";

export const ROLES = ["investor", "founder", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Self-registration offers only these; admins are created from the command line. */
export const SELF_REGISTER_ROLES = ["founder", "investor"] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

export const ROLE_CHOICE_LABELS: Readonly<Record<SelfRegisterRole, string>> = localized({
  founder: m.domain_roleChoiceFounder,
  investor: m.domain_roleChoiceInvestor,
});
export const PORTAL_HEADINGS: Readonly<Record<Role, string>> = localized({
  investor: m.domain_portalInvestor,
  founder: m.domain_portalFounder,
  admin: m.domain_portalAdmin,
});

// Validation (section 5).
export const PASSWORD_MIN_LENGTH = 6;
/** The server's strength rule on top of the form's 6 (CLARIFICATIONS: Accounts). */
export const SERVER_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MIN_LENGTH = 2;

export const VALIDATION_MESSAGES = localized({
  email: m.domain_validationEmail,
  // The spec's words, with PASSWORD_MIN_LENGTH written in (written-in.test.ts holds the two together).
  passwordLength: m.domain_validationPasswordLength,
  passwordsMismatch: m.domain_validationPasswordsMismatch,
  fullName: m.domain_validationFullName,
  investorTypeRequired: m.domain_validationInvestorTypeRequired,
  role: m.domain_validationRole,
  credentialsRequired: m.domain_validationCredentialsRequired,
  weakPasswordLength: () => m.domain_validationWeakPasswordLength({ min: SERVER_PASSWORD_MIN_LENGTH }),
  weakPasswordCommon: m.domain_validationWeakPasswordCommon,
});

// Delays in milliseconds (section 9).

/** Reset links stop working after this; they also work only once. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

// Auth toasts (section 8).
export const AUTH_TOASTS = {
  signInSuccess: localized({
    title: m.domain_authSignInSuccessTitle,
    description: m.domain_authSignInSuccessDescription,
  }),
  signInFailure: localized({ title: m.domain_authSignInFailureTitle, fallback: m.domain_authSignInFailureFallback }),
  signUpSuccess: localized({
    title: m.domain_authSignUpSuccessTitle,
    description: () => m.domain_authSignUpSuccessDescription({ product: PRODUCT_NAME }),
  }),
  signUpFailure: localized({ title: m.domain_authSignUpFailureTitle, fallback: m.domain_authSignUpFailureFallback }),
  signOutSuccess: localized({
    title: m.domain_authSignOutSuccessTitle,
    description: m.domain_authSignOutSuccessDescription,
  }),
  signOutFailure: localized({ title: m.domain_authSignOutFailureTitle }),
  resetSuccess: localized({ title: m.domain_authResetSuccessTitle, description: m.domain_authResetSuccessDescription }),
  resetFailure: localized({ title: m.domain_authResetFailureTitle }),
} as const;

// Session lifetimes (docs/decisions/013-multi-factor-sign-in.md).
/** Idle lifetime: a session unused for this long ends (better-auth's session expiresIn). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** A used session has its idle expiry pushed forward at most once per this (better-auth's updateAge). */
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;
/** Absolute lifetime: no session outlives this from its sign-in, however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

// Failed password sign-ins per account (decision 021), on top of the
// per-address limit: this many wrong passwords for one e-mail within the window pause password
// sign-in to it for the lock's length, whatever the address; a password reset ends the pause.
export const ACCOUNT_SIGN_IN_MAX_FAILURES = 10;
export const ACCOUNT_SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_SIGN_IN_LOCK_SECONDS = 15 * 60;

// Two-step sign-in (TOTP with recovery codes).
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Time between the password and the code at sign-in before the user must start again. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

export const TWO_FACTOR_MESSAGES = localized({
  passwordRequired: m.domain_twoFactorPasswordRequired,
  totpCode: () => m.domain_twoFactorTotpCode({ digits: TOTP_DIGITS }),
  recoveryCode: m.domain_twoFactorRecoveryCode,
  socialSignInBlocked: m.domain_twoFactorSocialSignInBlocked,
});
