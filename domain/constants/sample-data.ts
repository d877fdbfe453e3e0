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

export const POPULATION_STEP_LABELS: Record<PopulationStep, string> = {
  users: "Demo users",
  profiles: "Founder and investor profiles",
  businesses: "Businesses",
  campaigns: "Campaigns",
  preferences: "Investor preferences",
  investments: "Investments",
  diligence: "Due diligence processes",
  documents: "Due diligence documents",
  meetings: "Meetings",
  messages: "Conversations and messages",
  notifications: "Notifications",
  matches: "Saved matches",
};

export const JOB_STATES = ["running", "completed", "failed"] as const;

/** The spec's texts (section 8), verbatim; {n} and {m} are filled in. */
export const SAMPLE_DATA_MESSAGES = {
  title: "Sample Data",
  tabDemoUsers: "Create Demo Users",
  tabPopulate: "Populate Sample Data",
  createDemoUsers: "Create Demo Users",
  populateSampleData: "Populate Sample Data",
  populateProfiles: "Populate User Profile Data",
  runComprehensive: "Run Comprehensive Data Population",
  demoUsersCreated: "Demo users created",
  demoUsersCreatedDescription: "Successfully created {n} out of {m} demo users",
  sampleDataCreated: "Sample data created",
  sampleDataCreatedDescription: "Successfully populated data for {n} out of {m} users",
  populationCompleted: "Data population completed",
  populationCompletedDescription: "Successfully populated data for {n} operations",
  profilesPopulated: "Profile data populated",
  profilesPopulatedDescription: "for {n} users",
  errorCreatingDemoUsers: "Error creating demo users",
  errorPopulatingUserData: "Error populating user data",
  errorPopulatingData: "Error populating data",
  errorPopulatingProfiles: "Error populating profile data",
  unknownError: "An unknown error occurred",
  alreadyExists: "Already exists",
  noDemoUsers: "Create the demo users first: no demo founder or investor was found.",
  alreadyRunning: "A data population is already running.",
} as const;

/** Fills {n}, {m} in one of the texts above. */
export function fillCounts(text: string, counts: { n: number; m?: number }): string {
  return text.replace("{n}", String(counts.n)).replace("{m}", String(counts.m ?? ""));
}
