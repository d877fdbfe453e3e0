// Screen-only texts of /admin/sample-data (the spec's toasts and errors are in domain/constants/sample-data.ts).
export const SAMPLE_DATA_TEXTS = {
  description: "Fill Kuza with realistic African startups, investors and their activity for demos and testing.",
  demoUsersIntro: "Creates 10 users, 5 founders and 5 investors, all with one shared demo password.",
  populateIntro:
    "Adds businesses, campaigns, investor preferences and investments for the demo users. Create the demo users first.",
  moreTitle: "More data",
  profilesIntro: "Founder and investor profiles: names, phones, sectors, addresses, bios and verification.",
  comprehensiveIntro:
    "Everything at once: 18 demo people, campaigns in every status, investments, due diligence at every stage with documents, meetings, conversations, notifications and saved matches. Running it again adds nothing twice.",
  sharedPassword: "Shared demo password",
  results: "Results",
  created: "Created",
  existing: "Already exists",
  failed: "Failed",
  working: "Working…",
  progressLabel: "Data population progress",
  stepOf: (done: number, total: number) => `Step ${Math.min(done + 1, total)} of ${total}`,
  completed: "Completed",
  failedRun: "The data population stopped",
  someFailed: (n: number) => `${n} ${n === 1 ? "operation" : "operations"} failed:`,
  loginsTitle: "Demo logins",
  countsTitle: "In place now",
  loadError: "Could not load the data population's state.",
} as const;
