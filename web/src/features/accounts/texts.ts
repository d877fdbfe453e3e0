import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from "@domain/constants/accounts";
import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";

// The texts of two-step sign-in: the security page (/account/security) and the second step of
// /login, read in the reader's language (messages/). The validation messages the server also
// sends are in domain/constants/accounts.ts.

export const SECURITY_TEXTS = localized({
  title: m.accounts_securityTitle,
  description: m.accounts_securityDescription,
  cardTitle: m.accounts_twoStepSignIn,
  onBadge: m.accounts_securityOn,
  offBadge: m.accounts_securityOff,
  offText: () => m.accounts_securityOffText({ digits: TOTP_DIGITS }),
  adminAdvice: m.accounts_securityAdminAdvice,
  onText: m.accounts_securityOnText,
  password: m.accounts_currentPassword,
  turnOn: m.accounts_turnOn,
  turningOn: m.accounts_turningOn,
  turnOff: m.accounts_turnOff,
  turningOff: m.accounts_turningOff,
  offConfirm: m.accounts_offConfirm,
  scanTitle: m.accounts_scanTitle,
  qrAlt: m.accounts_qrAlt,
  qrLoading: m.accounts_qrLoading,
  manualEntry: m.accounts_manualEntry,
  account: m.accounts_securityAccount,
  confirmTitle: m.accounts_confirmTitle,
  code: m.accounts_authenticationCode,
  confirm: m.accounts_confirmAndTurnOn,
  confirming: m.accounts_confirming,
  cancel: m.accounts_cancel,
  recoveryTitle: m.accounts_recoveryTitle,
  recoveryText: () => m.accounts_recoveryText({ count: RECOVERY_CODE_COUNT }),
  copy: m.accounts_copyCodes,
  copied: m.accounts_codesCopied,
  saved: m.accounts_codesSaved,
  onToastTitle: m.accounts_onToastTitle,
  onToastDescription: m.accounts_onToastDescription,
  offToastTitle: m.accounts_offToastTitle,
  offToastDescription: m.accounts_offToastDescription,
  loadError: m.accounts_securityLoadError,
});

export const SECOND_STEP_TEXTS = localized({
  title: m.accounts_twoStepSignIn,
  totpDescription: () => m.accounts_totpDescription({ digits: TOTP_DIGITS }),
  recoveryDescription: m.accounts_recoveryDescription,
  code: m.accounts_authenticationCode,
  recoveryCode: m.accounts_recoveryCode,
  verify: m.accounts_verify,
  verifying: m.accounts_verifying,
  useRecovery: m.accounts_useRecovery,
  useApp: m.accounts_useApp,
  startOver: m.accounts_startOver,
  expired: m.accounts_secondStepExpired,
});
