import type { TProfile } from "@domain/schemas/accounts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

// The viewer's profile (role, name) as every request's session check reads it. It lives with the
// session code because infrastructure never imports an area; the accounts module reuses it.

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): TProfile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    phone: row.phone,
    investorType: row.investorType,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function findProfile(db: Database, userId: string): Promise<TProfile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row ? toProfile(row) : null;
}
