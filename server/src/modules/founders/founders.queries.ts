import type { TFounderProfile } from "@domain/schemas/founders";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { founders, profiles, user } from "../../db/schema";

/**
 * The founder's personal profile: the founders row once saved, otherwise what registration
 * stored in profiles (name and phone; no sector yet). Null when the user has no profile at all.
 */
export async function findFounderProfile(db: Database, userId: string): Promise<TFounderProfile | null> {
  const [row] = await db
    .select({
      email: profiles.email,
      registeredName: profiles.fullName,
      registeredPhone: profiles.phone,
      founder: {
        userId: founders.userId,
        fullName: founders.fullName,
        phone: founders.phone,
        sector: founders.industrySector,
      },
    })
    .from(profiles)
    .leftJoin(founders, eq(founders.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    userId,
    email: row.email,
    fullName: row.founder?.fullName ?? row.registeredName,
    phone: row.founder ? row.founder.phone : row.registeredPhone,
    industrySector: row.founder?.sector ?? null,
  };
}

/**
 * Saves the founders row and keeps the account's name and phone in step (profiles, and the
 * auth user's name that e-mails greet them by), all or nothing.
 */
export async function saveFounderProfile(
  db: Database,
  userId: string,
  values: { fullName: string; phone: string | null; industrySector: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(founders)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: founders.userId, set: { ...values, updatedAt: sql`now()` } });
    await tx
      .update(profiles)
      .set({ fullName: values.fullName, phone: values.phone, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await tx.update(user).set({ name: values.fullName, updatedAt: sql`now()` }).where(eq(user.id, userId));
  });
}
