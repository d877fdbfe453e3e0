import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";

// Screen-only texts of /admin/sample-data (the spec's toasts and errors are in
// domain/constants/sample-data.ts), read in the reader's language when used; texts with values
// are the messages themselves (m.sampleData_...).
export const SAMPLE_DATA_TEXTS = localized({
  description: m.sampleData_description,
  demoUsersIntro: m.sampleData_demoUsersIntro,
  populateIntro: m.sampleData_populateIntro,
  moreTitle: m.sampleData_moreTitle,
  profilesIntro: m.sampleData_profilesIntro,
  comprehensiveIntro: m.sampleData_comprehensiveIntro,
  /** With its colon: the password follows. */
  sharedPassword: m.sampleData_sharedPassword,
  created: m.sampleData_created,
  existing: m.sampleData_existing,
  failed: m.sampleData_failed,
  working: m.sampleData_working,
  progressLabel: m.sampleData_progressLabel,
  loginsTitle: m.sampleData_loginsTitle,
  countsTitle: m.sampleData_countsTitle,
  loadError: m.sampleData_loadError,
});

/** A demo login's role, with its colon: the e-mail follows. */
export const LOGIN_ROLES = localized({ founder: m.sampleData_loginFounder, investor: m.sampleData_loginInvestor });

/** The kind of each item in a result list. */
export const TYPE_LABELS: Record<string, string> = localized({
  founder: m.sampleData_typeFounder,
  investor: m.sampleData_typeInvestor,
  business: m.sampleData_typeBusiness,
  campaign: m.sampleData_typeCampaign,
  preferences: m.sampleData_typePreferences,
  investment: m.sampleData_typeInvestment,
  founder_profile: m.sampleData_typeFounderProfile,
  investor_profile: m.sampleData_typeInvestorProfile,
});
