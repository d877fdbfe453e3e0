import { PRODUCT_NAME } from "./shell";

export const ROLES = ["investor", "founder", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Self-registration offers only these; admins are created from the command line. */
export const SELF_REGISTER_ROLES = ["founder", "investor"] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

export const ROLE_CHOICE_LABELS: Record<SelfRegisterRole, string> = {
  founder: "Founder looking for investment",
  investor: "Investor looking for opportunities",
};
export const PORTAL_HEADINGS: Record<Role, string> = {
  investor: "Investor Portal",
  founder: "Founder Portal",
  admin: "Admin Portal",
};

// Validation (section 5).
export const PASSWORD_MIN_LENGTH = 6;
/** The server's strength rule on top of the form's 6 (CLARIFICATIONS: Accounts). */
export const SERVER_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MIN_LENGTH = 2;

export const VALIDATION_MESSAGES = {
  email: "Please enter a valid email address",
  passwordLength: "Password must be at least 6 characters",
  passwordsMismatch: "Passwords don't match",
  fullName: "Full name is required",
  investorTypeRequired: "Investor type is required for investors",
  role: "Please choose how you will use Kuza",
  credentialsRequired: "You must provide either an email or phone number and a password",
  weakPasswordLength: "Use at least 8 characters for a strong password",
  weakPasswordCommon: "This password is too common. Choose one that is harder to guess",
} as const;

// Delays in milliseconds (section 9).

/** Reset links stop working after this; they also work only once. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

// Auth toasts (section 8).
export const AUTH_TOASTS = {
  signInSuccess: { title: "Welcome back!", description: "You have successfully signed in." },
  signInFailure: { title: "Sign In Failed", fallback: "Failed to sign in. Please check your credentials." },
  signUpSuccess: {
    title: "Account created successfully!",
    description: `Welcome to ${PRODUCT_NAME}, Africa's Deal Network.`,
  },
  signUpFailure: { title: "Sign Up Failed", fallback: "Failed to create account. Please try again." },
  signOutSuccess: { title: "Signed out successfully", description: "You have been logged out." },
  signOutFailure: { title: "Sign Out Failed" },
  resetSuccess: {
    title: "Password reset email sent",
    description: "Check your inbox for a link to reset your password.",
  },
  resetFailure: { title: "Password Reset Failed" },
} as const;

// Session lifetimes (docs/decisions/013-multi-factor-sign-in.md).
/** Idle lifetime: a session unused for this long ends (better-auth's session expiresIn). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** A used session has its idle expiry pushed forward at most once per this (better-auth's updateAge). */
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;
/** Absolute lifetime: no session outlives this from its sign-in, however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

// Two-step sign-in (TOTP with recovery codes).
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Time between the password and the code at sign-in before the user must start again. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

export const TWO_FACTOR_MESSAGES = {
  passwordRequired: "Enter your password to confirm it is you",
  totpCode: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  recoveryCode: "Enter one of your recovery codes, like abcde-12345",
  socialSignInBlocked:
    "This account uses two-step sign-in. Sign in with your e-mail and password, then enter your code.",
} as const;
