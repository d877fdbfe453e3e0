import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from "@domain/constants/accounts";

// The texts of two-step sign-in: the security page (/account/security) and the second step of
// /login. The validation messages the server also sends are in domain/constants/accounts.ts.

export const SECURITY_TEXTS = {
  title: "Sign-in Security",
  description: "Protect your account with a second step when you sign in.",
  cardTitle: "Two-step sign-in",
  onBadge: "On",
  offBadge: "Off",
  offText: `When it is on, signing in asks for your password and then a ${TOTP_DIGITS}-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).`,
  adminAdvice: "Admins can ban users and review every campaign: turn this on to keep your account safe.",
  onText:
    "Signing in asks for a code from your authenticator app after your password. Lost your phone? Use one of your recovery codes.",
  password: "Current password",
  turnOn: "Turn On",
  turningOn: "Checking…",
  turnOff: "Turn Off",
  turningOff: "Turning off…",
  offConfirm: "Enter your password to turn two-step sign-in off.",
  scanTitle: "1. Scan this code with your authenticator app",
  qrAlt: "QR code for your authenticator app",
  qrLoading: "Drawing the QR code…",
  manualEntry: "Can't scan it? Enter this key in the app instead:",
  account: "Account",
  confirmTitle: "2. Enter the code the app shows",
  code: "Authentication code",
  confirm: "Confirm and Turn On",
  confirming: "Confirming…",
  cancel: "Cancel",
  recoveryTitle: "Save your recovery codes",
  recoveryText: `Each of these ${RECOVERY_CODE_COUNT} codes signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.`,
  copy: "Copy Codes",
  copied: "Recovery codes copied",
  saved: "I Have Saved My Codes",
  onToast: { title: "Two-step sign-in is on", description: "You will be asked for a code the next time you sign in." },
  offToast: { title: "Two-step sign-in is off", description: "Signing in needs only your password now." },
  failedToast: "Two-step sign-in was not changed",
  loadError: "Could not load your sign-in security. Please try again later.",
} as const;

export const SECOND_STEP_TEXTS = {
  title: "Two-step sign-in",
  totpDescription: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
  recoveryDescription: "Enter one of your recovery codes. Each code works once.",
  code: "Authentication code",
  recoveryCode: "Recovery code",
  verify: "Verify",
  verifying: "Verifying…",
  useRecovery: "Use a recovery code instead",
  useApp: "Use your authenticator app instead",
  startOver: "Back to sign in",
  failedTitle: "Sign In Failed",
  expired:
    "This sign-in has ended (it took too long, or too many codes were wrong). Enter your e-mail and password again.",
} as const;
