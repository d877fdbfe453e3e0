import type { Role } from "@domain/constants/accounts";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";

/** How many accounts hold each role. */
export async function countUsersByRole(db: Database): Promise<Record<Role, number>> {
  const rows = await db.select({ role: profiles.role, n: count() }).from(profiles).groupBy(profiles.role);
  const totals: Record<Role, number> = { investor: 0, founder: 0, admin: 0 };
  for (const row of rows) totals[row.role] = row.n;
  return totals;
}
