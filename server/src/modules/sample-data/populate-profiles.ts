import { KYC_APPROVED } from "@domain/constants/investors";
import type { TSampleDataResult } from "@domain/schemas/sample-data";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { founders, investors, profiles } from "../../db/schema";
import { DEMO_INVESTORS } from "./demo-investors";
import { type Accounts, ALL_FOUNDERS, attempt } from "./populate-catalogue";

// "Populate User Profile Data": the founder's profile (full name, phone, industry sector) and the
// investor's (type, phone, address, bio; the first three demo investors have passed KYC). Written
// as upserts with the same values each run, so running it again changes no count.

const VERIFIED = new Set(DEMO_INVESTORS.slice(0, 3).map((i) => i.email));

export async function populateProfiles(db: Database, accounts: Accounts) {
  const results: TSampleDataResult[] = [];
  for (const f of ALL_FOUNDERS) {
    const userId = accounts.get(f.email);
    if (!userId) continue;
    results.push(
      await attempt({ email: f.email, userId, type: "founder_profile", entity: f.fullName }, async () => {
        const [found] = await db.select({ id: founders.userId }).from(founders).where(eq(founders.userId, userId));
        const values = { fullName: f.fullName, phone: f.phone, industrySector: f.business.type };
        if (found) await db.update(founders).set(values).where(eq(founders.userId, userId));
        else await db.insert(founders).values({ userId, ...values });
        await db.update(profiles).set({ phone: f.phone }).where(eq(profiles.id, userId));
        return [userId, Boolean(found)];
      }),
    );
  }
  for (const i of DEMO_INVESTORS) {
    const userId = accounts.get(i.email);
    if (!userId) continue;
    results.push(
      await attempt({ email: i.email, userId, type: "investor_profile", entity: i.fullName }, async () => {
        const [found] = await db.select({ id: investors.userId }).from(investors).where(eq(investors.userId, userId));
        const values = {
          fullName: i.fullName,
          investorType: i.type,
          phone: i.phone,
          address: i.address,
          bio: i.bio,
          ...(VERIFIED.has(i.email) && { kycStatus: KYC_APPROVED }),
        };
        if (found) await db.update(investors).set(values).where(eq(investors.userId, userId));
        else await db.insert(investors).values({ userId, ...values });
        await db.update(profiles).set({ phone: i.phone }).where(eq(profiles.id, userId));
        return [userId, Boolean(found)];
      }),
    );
  }
  return results;
}
