import type {
  TSecurityEvent,
  TSecurityEventListQuery,
  TSecurityEventPage,
} from "@domain/security-events/security-event-schemas";
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { securityEvents, user } from "../../db/schema";
import { escapeLike } from "./admin-users.queries";

// The security log as the admin reads it: newest first, paged by the last event seen (a new event
// never shifts the next page), with the names and e-mails of whom it concerns and who acted.

const subject = alias(user, "subject");
const actor = alias(user, "actor");
const DAY_MS = 24 * 60 * 60 * 1000;
/** A UTC day (yyyy-mm-dd) as the instant it starts, `plusDays` later. */
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS);

function filtersOf(params: TSecurityEventListQuery): SQL[] {
  const filters: SQL[] = [];
  if (params.userId) filters.push(eq(securityEvents.userId, params.userId));
  if (params.kind) filters.push(eq(securityEvents.kind, params.kind));
  if (params.from) filters.push(gte(securityEvents.createdAt, dayStart(params.from)));
  if (params.to) filters.push(lt(securityEvents.createdAt, dayStart(params.to, 1)));
  if (params.q) {
    // LIKE's wildcards typed by the admin are matched literally.
    const pattern = `%${escapeLike(params.q)}%`;
    const triedEmail = sql`${securityEvents.detail}->>'email'`;
    filters.push(or(ilike(subject.name, pattern), ilike(subject.email, pattern), ilike(triedEmail, pattern)) as SQL);
  }
  if (params.before) {
    // Rows are never removed, so the cursor's row is there; (time, id) breaks ties of one instant.
    filters.push(sql`(${securityEvents.createdAt}, ${securityEvents.id}) < (
      select e.created_at, e.id from ${securityEvents} e where e.id = ${params.before})`);
  }
  return filters;
}

const person = (id: string | null, name: string | null, email: string | null) =>
  id && email !== null ? { id, fullName: name ?? "", email } : null;

export async function listSecurityEvents(db: Database, params: TSecurityEventListQuery): Promise<TSecurityEventPage> {
  const rows = await db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      ip: securityEvents.ip,
      detail: securityEvents.detail,
      createdAt: securityEvents.createdAt,
      userId: subject.id,
      userName: subject.name,
      userEmail: subject.email,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
    })
    .from(securityEvents)
    .leftJoin(subject, eq(subject.id, securityEvents.userId))
    .leftJoin(actor, eq(actor.id, securityEvents.actorId))
    .where(and(...filtersOf(params)))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(params.limit + 1);
  const items: TSecurityEvent[] = rows.slice(0, params.limit).map((row) => ({
    id: row.id,
    kind: row.kind,
    user: person(row.userId, row.userName, row.userEmail),
    actor: person(row.actorId, row.actorName, row.actorEmail),
    ip: row.ip,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
  const more = rows.length > params.limit;
  return { items, nextBefore: more ? (items.at(-1)?.id ?? null) : null };
}
