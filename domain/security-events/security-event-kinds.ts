// Security events (issue 21): what the server records for an admin to read back. One list, so
// the table's check, the recorder and the admin filter agree on the kinds.

export const SECURITY_EVENT_KINDS = [
  "sign_in_succeeded",
  "sign_in_failed",
  "account_sign_in_locked",
  "totp_replay_refused",
  "two_factor_enabled",
  "two_factor_disabled",
  "role_changed",
  "user_banned",
  "user_unbanned",
  "nda_accepted",
  "document_link_refused",
  "upload_refused_by_scanner",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
