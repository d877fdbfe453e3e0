import { eq } from "drizzle-orm";
import type { Role } from "../../../../domain/constants";
import type { TProfile } from "../../../../domain/schemas/auth";
import type { Database } from "../../db/client";
import { profiles, user } from "../../db/schema";

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

export async function insertProfile(
  db: Database,
  values: {
    id: string;
    email: string;
    role: Role;
    fullName: string;
    phone: string | null;
    investorType: ProfileRow["investorType"];
    lastLoginAt?: Date;
  },
): Promise<TProfile> {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error("profile insert returned no row");
  return toProfile(row);
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email)).limit(1);
  return row ?? null;
}

export async function deleteUser(db: Database, userId: string) {
  await db.delete(user).where(eq(user.id, userId));
}
