import type { Role } from "@domain/constants/accounts";
import type { InvestorType } from "@domain/constants/investors";
import { DEMO_PASSWORD, SAMPLE_DATA_MESSAGES as M } from "@domain/constants/sample-data";
import type { TSampleDataResult } from "@domain/schemas/sample-data";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { profiles } from "../../db/schema";
import { alreadyRegistered } from "../../lib/account-texts";
import { deleteUser, findUserByEmail, insertProfile } from "../accounts/accounts.queries";
import { DEMO_FOUNDERS } from "./demo-founders";
import { MORE_FOUNDERS } from "./demo-founders-more";
import { DEMO_INVESTORS } from "./demo-investors";

// Demo accounts are made the way registration makes them: a better-auth user with a credential
// account (its own password hashing) and a profile with the role. Never self-registered, so no
// rate limit applies and no session is opened. A run that finds the e-mail reports it instead.

export type DemoPerson = {
  email: string;
  fullName: string;
  phone: string;
  role: Extract<Role, "founder" | "investor">;
  investorType: InvestorType | null;
  demo: boolean;
};

/** The spec's ten demo users (5 founders, 5 investors), or every person the comprehensive population adds. */
export function demoPeople(scope: "demo" | "all"): DemoPerson[] {
  const founders = [...DEMO_FOUNDERS, ...MORE_FOUNDERS].map(
    (f): DemoPerson => ({ ...pick(f), role: "founder", investorType: null }),
  );
  const investors = DEMO_INVESTORS.map((i): DemoPerson => ({ ...pick(i), role: "investor", investorType: i.type }));
  const people = [...founders, ...investors];
  return scope === "demo" ? people.filter((p) => p.demo) : people;
}

const pick = (p: { email: string; fullName: string; phone: string; demo: boolean }) => ({
  email: p.email,
  fullName: p.fullName,
  phone: p.phone,
  demo: p.demo,
});

/** E-mail → user id of every demo person with an account (of the role they should have). */
export async function findDemoAccounts(deps: Pick<AppDeps, "db">, people: DemoPerson[]): Promise<Map<string, string>> {
  if (people.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: profiles.id, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(
      inArray(
        profiles.email,
        people.map((p) => p.email),
      ),
    );
  const roleOf = new Map(people.map((p) => [p.email, p.role]));
  return new Map(rows.filter((r) => roleOf.get(r.email) === r.role).map((r) => [r.email, r.id]));
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : M.unknownError);

/** Creates each person's account, or reports the one already there; one result per person. */
export async function createDemoUsers(
  deps: Pick<AppDeps, "db" | "auth">,
  people: DemoPerson[],
): Promise<TSampleDataResult[]> {
  const ctx = await deps.auth.$context;
  let hash: string | undefined;
  const results: TSampleDataResult[] = [];
  for (const person of people) {
    const base = { email: person.email, type: person.role, entity: person.fullName };
    try {
      const existing = await findUserByEmail(deps.db, person.email);
      if (existing) {
        const [profile] = await deps.db
          .select({ role: profiles.role })
          .from(profiles)
          .where(inArray(profiles.id, [existing.id]));
        const sameRole = profile?.role === person.role;
        results.push({
          ...base,
          success: sameRole,
          existing: true,
          error: sameRole ? null : alreadyRegistered(person.email, profile?.role ?? null),
          userId: existing.id,
          id: existing.id,
        });
        continue;
      }
      hash ??= await ctx.password.hash(DEMO_PASSWORD);
      const user = await ctx.internalAdapter.createUser(
        { email: person.email, name: person.fullName, emailVerified: true },
        { method: "demo" },
      );
      try {
        await ctx.internalAdapter.linkAccount({
          userId: user.id,
          providerId: "credential",
          accountId: user.id,
          password: hash,
        });
        await insertProfile(deps.db, {
          id: user.id,
          email: person.email,
          role: person.role,
          fullName: person.fullName,
          phone: person.phone,
          investorType: person.investorType,
        });
      } catch (error) {
        await deleteUser(deps.db, user.id);
        throw error;
      }
      results.push({ ...base, success: true, existing: false, error: null, userId: user.id, id: user.id });
    } catch (error) {
      results.push({ ...base, success: false, existing: false, error: errorText(error), userId: null, id: null });
    }
  }
  return results;
}
