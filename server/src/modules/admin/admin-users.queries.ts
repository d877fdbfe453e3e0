import { KYC_APPROVED } from "@domain/constants/investors";
import type { TAdminUser } from "@domain/schemas/admin";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investors, profiles, session, user, userBans } from "../../db/schema";
import { endStreamsOf } from "../../realtime/publish";
import { recordSecurityEvent } from "../security-events/record-security-event";

// Accounts as the admin sees them: profile, ban and (investors) KYC, searched by name or e-mail.

const selection = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  role: profiles.role,
  phone: profiles.phone,
  createdAt: profiles.createdAt,
  lastLoginAt: profiles.lastLoginAt,
  banReason: userBans.reason,
  kycStatus: investors.kycStatus,
};
function selectUsers(db: Database) {
  return db
    .select(selection)
    .from(profiles)
    .leftJoin(userBans, eq(userBans.userId, profiles.id))
    .leftJoin(investors, eq(investors.userId, profiles.id));
}
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toAdminUser(row: Row): TAdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    banned: row.banReason !== null,
    banReason: row.banReason,
    kycVerified: row.role === "investor" ? row.kycStatus === KYC_APPROVED : null,
  };
}

/** LIKE's wildcards typed by the admin are matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listUsers(
  db: Database,
  params: { q?: string; role?: TAdminUser["role"]; limit: number; offset: number },
): Promise<{ items: TAdminUser[]; total: number }> {
  const filters: SQL[] = [];
  if (params.role) filters.push(eq(profiles.role, params.role));
  if (params.q) {
    const pattern = `%${escapeLike(params.q)}%`;
    filters.push(or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) as SQL);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: totalRow?.n ?? 0 };
}

export async function findAdminUser(db: Database, userId: string): Promise<TAdminUser | null> {
  const [row] = await selectUsers(db).where(eq(profiles.id, userId)).limit(1);
  return row ? toAdminUser(row) : null;
}

/** The admin acting, and the address their request came from (client-ip.ts), for the security log. */
export type AdminActor = { id: string; ip: string | null };

/**
 * Bans the user and ends every one of their sessions in one transaction: the session lookup of
 * every server process finds nothing from the next request on, and on commit every process ends
 * their open event streams (whose reconnect then finds no session). The security log's entry is
 * written in the same transaction, so a ban that rolls back leaves none. False when already banned.
 */
export async function banUser(db: Database, userId: string, reason: string, admin: AdminActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(userBans)
      .values({ userId, reason, bannedBy: admin.id })
      .onConflictDoNothing()
      .returning({ userId: userBans.userId });
    if (inserted.length === 0) return false;
    await tx.delete(session).where(eq(session.userId, userId));
    await recordSecurityEvent(tx, { kind: "user_banned", userId, actorId: admin.id, ip: admin.ip, detail: { reason } });
    await endStreamsOf(tx, [userId]);
    return true;
  });
}

/** False when the user was not banned. The ban's reason goes into the log's entry. */
export async function unbanUser(db: Database, userId: string, admin: AdminActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userBans)
      .where(eq(userBans.userId, userId))
      .returning({ userId: userBans.userId, reason: userBans.reason });
    const lifted = deleted[0];
    if (!lifted) return false;
    await recordSecurityEvent(tx, {
      kind: "user_unbanned",
      userId,
      actorId: admin.id,
      ip: admin.ip,
      detail: { reason: lifted.reason },
    });
    return true;
  });
}

/** The admin's own name and phone, kept in step with the auth user's name (e-mails greet by it). */
export async function saveAdminProfile(
  db: Database,
  userId: string,
  values: { fullName: string; phone: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await tx.update(user).set({ name: values.fullName, updatedAt: sql`now()` }).where(eq(user.id, userId));
  });
}
