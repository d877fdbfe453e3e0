import {
  DEMO_PASSWORD,
  SAMPLE_DATA_MESSAGES as M,
  POPULATION_STEP_LABELS,
  POPULATION_STEPS,
  type PopulationStep,
} from "@domain/constants/sample-data";
import type {
  TDemoUsersResponse,
  TPopulateResponse,
  TPopulationStats,
  TProfilesResponse,
  TSampleDataResult,
} from "@domain/schemas/sample-data";
import { m } from "@i18n/messages";
import type { AppDeps } from "../../app-env";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError } from "../../lib/errors";
import { createDemoUsers, type DemoPerson, demoPeople, findDemoAccounts } from "./demo-users";
import {
  type Accounts,
  populateBusinesses,
  populateCampaigns,
  populateInvestments,
  populatePreferences,
} from "./populate-catalogue";
import { populateDocuments, populateMeetings, populateProcesses } from "./populate-diligence";
import { populateProfiles } from "./populate-profiles";
import { populateConversations, populateNotifications, populateSavedMatches } from "./populate-social";

// The one code path behind /admin/sample-data and `npm run seed`: each operation finds what is
// already there by a stable key and adds only what is missing.

export type SampleDeps = Pick<AppDeps, "db" | "auth" | "storage">;

export async function runCreateDemoUsers(deps: SampleDeps): Promise<TDemoUsersResponse> {
  const results = await createDemoUsers(deps, demoPeople("demo"));
  return {
    password: DEMO_PASSWORD,
    created: results.filter((r) => r.success && !r.existing).length,
    total: results.length,
    results,
  };
}

/** The demo accounts present (demo users and the comprehensive population's people); 409 when none. */
async function accountsOrRefuse(deps: SampleDeps): Promise<Accounts> {
  const accounts = await findDemoAccounts(deps, demoPeople("all"));
  if (accounts.size === 0) throw new AppError("CONFLICT", M.noDemoUsers);
  return accounts;
}

/** "Populate Sample Data": businesses, campaigns, investor preferences, investments; per user. */
export async function runPopulateSampleData(deps: SampleDeps): Promise<TPopulateResponse> {
  const accounts = await accountsOrRefuse(deps);
  const results = [
    ...(await populateBusinesses(deps.db, accounts)),
    ...(await populateCampaigns(deps.db, accounts)),
    ...(await populatePreferences(deps.db, accounts)),
    ...(await populateInvestments(deps.db, accounts)),
  ];
  // New businesses and campaigns: this process's sector lists (/deals, /businesses) load afresh.
  forgetCatalogueReads(deps.db);
  const failedUsers = new Set(results.filter((r) => !r.success).map((r) => r.userId));
  const users = [...accounts.values()];
  return { successful: users.filter((id) => !failedUsers.has(id)).length, total: users.length, results };
}

/** "Populate User Profile Data": founder and investor profiles; count is the users done. */
export async function runPopulateProfiles(deps: SampleDeps): Promise<TProfilesResponse> {
  const accounts = await accountsOrRefuse(deps);
  const results = await populateProfiles(deps.db, accounts);
  return { count: results.filter((r) => r.success).length, results };
}

const MAX_ERRORS = 10;

type Progress = (step: PopulationStep, done: number) => void | Promise<void>;

/**
 * "Run Comprehensive Data Population": every step in order, reporting each as it starts. A step
 * that fails as a whole is counted and the next one still runs (what it needs may be there).
 */
export async function runComprehensive(
  deps: SampleDeps,
  onProgress: Progress = () => {},
  signal?: AbortSignal,
): Promise<TPopulationStats> {
  const people = demoPeople("all");
  let accounts: Accounts = new Map();
  const steps: Record<PopulationStep, () => Promise<TSampleDataResult[]>> = {
    users: async () => {
      const results = await createDemoUsers(deps, people);
      accounts = await findDemoAccounts(deps, people);
      return results;
    },
    profiles: () => populateProfiles(deps.db, accounts),
    businesses: () => populateBusinesses(deps.db, accounts),
    campaigns: () => populateCampaigns(deps.db, accounts),
    preferences: () => populatePreferences(deps.db, accounts),
    investments: () => populateInvestments(deps.db, accounts),
    diligence: () => populateProcesses(deps.db, accounts),
    documents: () => populateDocuments(deps, accounts),
    meetings: () => populateMeetings(deps.db, accounts),
    messages: () => populateConversations(deps.db, accounts),
    notifications: () => populateNotifications(deps.db, accounts),
    matches: () => populateSavedMatches(deps.db, accounts),
  };
  let successful = 0;
  let failed = 0;
  const counts: Record<string, number> = {};
  const errors: string[] = [];
  const note = (step: PopulationStep, message: string) => {
    if (errors.length < MAX_ERRORS) errors.push(`${POPULATION_STEP_LABELS[step]}: ${message}`);
  };
  for (const [index, step] of POPULATION_STEPS.entries()) {
    if (signal?.aborted) throw new Error(m.server_populationStopped());
    await onProgress(step, index);
    try {
      const results = await steps[step]();
      const ok = results.filter((r) => r.success).length;
      successful += ok;
      failed += results.length - ok;
      counts[step] = ok;
      for (const r of results) if (!r.success) note(step, `${r.entity}: ${r.error ?? M.unknownError}`);
    } catch (error) {
      failed += 1;
      counts[step] = 0;
      note(step, error instanceof Error && error.message ? error.message : M.unknownError);
    }
  }
  forgetCatalogueReads(deps.db);
  return { successful, failed, counts, errors, password: DEMO_PASSWORD, logins: loginsOf(people, accounts) };
}

function loginsOf(people: DemoPerson[], accounts: Accounts) {
  return people
    .filter((p) => p.demo && accounts.has(p.email))
    .map((p) => ({ email: p.email, role: p.role, name: p.fullName }));
}
