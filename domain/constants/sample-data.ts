import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

// Sample data (spec part 2: /admin/sample-data; section 8's toasts and errors; section 9's demo data).

/** The one password every demo account shares (shown in the result and in the README). */
export const DEMO_PASSWORD = "kuza-demo-2026";

/** The demo accounts' e-mail domain: stable keys, so a second run finds them again. */
export const DEMO_EMAIL_DOMAIN = "demo.kuza.africa";

export const SAMPLE_DATA_PATHS = {
  demoUsers: "/api/admin/sample-data/demo-users",
  populate: "/api/admin/sample-data/populate",
  profiles: "/api/admin/sample-data/profiles",
  comprehensive: "/api/admin/sample-data/comprehensive",
} as const;

/** The comprehensive population's steps, in order; the progress bar counts them. */
export const POPULATION_STEPS = [
  "users",
  "profiles",
  "businesses",
  "campaigns",
  "preferences",
  "investments",
  "diligence",
  "documents",
  "meetings",
  "messages",
  "notifications",
  "matches",
] as const;
export type PopulationStep = (typeof POPULATION_STEPS)[number];

export const POPULATION_STEP_LABELS: Readonly<Record<PopulationStep, string>> = localized({
  users: m.domain_sampleStepUsers,
  profiles: m.domain_sampleStepProfiles,
  businesses: m.domain_sampleStepBusinesses,
  campaigns: m.domain_sampleStepCampaigns,
  preferences: m.domain_sampleStepPreferences,
  investments: m.domain_sampleStepInvestments,
  diligence: m.domain_sampleStepDiligence,
  documents: m.domain_sampleStepDocuments,
  meetings: m.domain_sampleStepMeetings,
  messages: m.domain_sampleStepMessages,
  notifications: m.domain_sampleStepNotifications,
  matches: m.domain_sampleStepMatches,
});

export const JOB_STATES = ["running", "completed", "failed"] as const;

/** The spec's texts (section 8), verbatim in English; {n} and {m} are left for fillCounts. */
const counts = { n: "{n}", m: "{m}" };
export const SAMPLE_DATA_MESSAGES = localized({
  title: m.domain_sampleTitle,
  tabDemoUsers: m.domain_sampleCreateDemoUsers,
  tabPopulate: m.domain_samplePopulateSampleData,
  createDemoUsers: m.domain_sampleCreateDemoUsers,
  populateSampleData: m.domain_samplePopulateSampleData,
  populateProfiles: m.domain_samplePopulateProfiles,
  runComprehensive: m.domain_sampleRunComprehensive,
  demoUsersCreated: m.domain_sampleDemoUsersCreated,
  demoUsersCreatedDescription: () => m.domain_sampleDemoUsersCreatedDescription(counts),
  sampleDataCreated: m.domain_sampleDataCreated,
  sampleDataCreatedDescription: () => m.domain_sampleDataCreatedDescription(counts),
  populationCompleted: m.domain_samplePopulationCompleted,
  populationCompletedDescription: () => m.domain_samplePopulationCompletedDescription(counts),
  profilesPopulated: m.domain_sampleProfilesPopulated,
  profilesPopulatedDescription: () => m.domain_sampleProfilesPopulatedDescription(counts),
  errorCreatingDemoUsers: m.domain_sampleErrorCreatingDemoUsers,
  errorPopulatingUserData: m.domain_sampleErrorPopulatingUserData,
  errorPopulatingData: m.domain_sampleErrorPopulatingData,
  errorPopulatingProfiles: m.domain_sampleErrorPopulatingProfiles,
  unknownError: m.domain_sampleUnknownError,
  alreadyExists: m.domain_sampleAlreadyExists,
  noDemoUsers: m.domain_sampleNoDemoUsers,
  alreadyRunning: m.domain_sampleAlreadyRunning,
});

/** Fills {n}, {m} in one of the texts above. */
export function fillCounts(text: string, counts: { n: number; m?: number }): string {
  return text.replace("{n}", String(counts.n)).replace("{m}", String(counts.m ?? ""));
}
