import type { Locale } from "@domain/i18n/locales";
import { REMINDER_AFTER_DAYS, UNANSWERED_LOOKBACK_DAYS } from "@domain/responsiveness/rules";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, dueDiligenceProcesses, profiles, user, userBans } from "../../db/schema";
import { type CaseRef, type CaseRow, casesSql, daysBefore, toCaseRow } from "./cases.queries";

// The unanswered cases the daily scan acts on, and what an e-mail about one needs to say.

/**
 * A case still open for a nudge: never answered at `now`, asked at least REMINDER_AFTER_DAYS and at
 * most UNANSWERED_LOOKBACK_DAYS ago, between two users who are not banned, and (an interest) on a
 * process still running: one the investor already closed or approved needs no answer any more.
 */
const stillOpen = sql`k.answered_at is null
  and not exists (select 1 from ${userBans} ub where ub.user_id = k.recipient_id)
  and (k.kind <> 'interest' or exists (select 1 from ${dueDiligenceProcesses} p
    where p.id::text = k.item_id and p.status not in ('declined', 'approved')))`;

export async function findUnansweredCases(db: Database, now: Date): Promise<CaseRow[]> {
  const askedBefore = daysBefore(now, REMINDER_AFTER_DAYS).toISOString();
  const result = await db.execute(sql`
    select k.* from ${casesSql(daysBefore(now, UNANSWERED_LOOKBACK_DAYS), now)} k
    where ${stillOpen} and k.asked_at <= ${askedBefore}
    order by k.asked_at`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map(toCaseRow);
}

/** One case as it stands at `now`, or null when it is gone or no longer open (answered, closed, banned). */
export async function findOpenCase(db: Database, ref: CaseRef, now: Date): Promise<CaseRow | null> {
  const result = await db.execute(sql`
    select k.* from ${casesSql(daysBefore(now, UNANSWERED_LOOKBACK_DAYS + 1), now, ref)} k where ${stillOpen}`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return row ? toCaseRow(row) : null;
}

export type MailPerson = { id: string; email: string; name: string; locale: Locale | null };

/** Both people of a case, as e-mails name them, and the business an interest was in. */
export async function findCaseParties(
  db: Database,
  item: CaseRow,
): Promise<{ asker: MailPerson; recipient: MailPerson; businessName: string | null } | null> {
  const people = await db
    .select({
      id: user.id,
      email: user.email,
      name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      locale: user.locale,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [item.askerId, item.recipientId]));
  const asker = people.find((p) => p.id === item.askerId);
  const recipient = people.find((p) => p.id === item.recipientId);
  if (!asker || !recipient) return null;
  if (item.kind === "message") return { asker, recipient, businessName: null };
  const [business] = await db
    .select({ name: businesses.businessName })
    .from(dueDiligenceProcesses)
    .innerJoin(businesses, eq(businesses.id, dueDiligenceProcesses.businessId))
    .where(eq(dueDiligenceProcesses.id, item.itemId));
  return { asker, recipient, businessName: business?.name ?? null };
}
