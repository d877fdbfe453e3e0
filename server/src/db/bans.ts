import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "./client";
import { userBans } from "./schema";

// A ban hides everything the banned user published from every other user, and unbanning brings
// it all back: nothing is deleted, every read that shows one user's content to another adds
// notBanned(its owner's user id) to its WHERE. One row per banned user (user_bans, primary key
// user_id), so the condition is one index probe per row read.

/** True for a row whose user (the column or expression: a user id) is not banned. */
export const notBanned = (userId: SQLWrapper): SQL =>
  sql`not exists (select 1 from ${userBans} where ${userBans.userId} = ${userId})`;

/** The opposite, as a selected boolean: whether the row's user is banned. */
export const isBanned = (userId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${userBans} where ${userBans.userId} = ${userId})`;

/** Whether one user is banned now. */
export async function isUserBanned(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: userBans.userId }).from(userBans).where(sql`${userBans.userId} = ${userId}`);
  return rows.length > 0;
}

/**
 * Admins still see a banned user's content (the admin screens link to their business, campaigns
 * and investor page, and an admin reviews the ban); nobody else does.
 */
export const seesBanned = (role: string | null | undefined): boolean => role === "admin";
