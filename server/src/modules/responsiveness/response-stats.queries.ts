import { REMINDER_AFTER_DAYS, RESPONSE_WINDOW_DAYS } from "@domain/responsiveness/rules";
import { ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { responseStats } from "../../db/schema";
import { casesSql, daysBefore } from "./cases.queries";

// The stored figures (decision 029): rewritten in one statement by the refresh job; cards and
// profiles join response_stats by primary key in their own queries.

/**
 * Recomputes every person's figures from their decided cases of the window (answered, or
 * unanswered for REMINDER_AFTER_DAYS), then drops the rows of people who have none left.
 * Returns how many people have figures.
 */
export async function refreshResponseStats(db: Database, now: Date): Promise<number> {
  const stamp = now.toISOString();
  const undecidedAfter = daysBefore(now, REMINDER_AFTER_DAYS).toISOString();
  const result = await db.execute(sql`
    insert into ${responseStats} (user_id, first_messages, first_messages_answered, first_message_median_minutes,
      interests, interests_answered, refreshed_at)
    select k.recipient_id,
      count(*) filter (where k.kind = 'message'),
      count(*) filter (where k.kind = 'message' and k.answered_at is not null),
      round(percentile_cont(0.5) within group (order by extract(epoch from k.answered_at - k.asked_at) / 60)
        filter (where k.kind = 'message' and k.answered_at is not null))::int,
      count(*) filter (where k.kind = 'interest'),
      count(*) filter (where k.kind = 'interest' and k.answered_at is not null),
      ${stamp}
    from ${casesSql(daysBefore(now, RESPONSE_WINDOW_DAYS), now)} k
    where k.answered_at is not null or k.asked_at <= ${undecidedAfter}
    group by k.recipient_id
    on conflict (user_id) do update set
      first_messages = excluded.first_messages,
      first_messages_answered = excluded.first_messages_answered,
      first_message_median_minutes = excluded.first_message_median_minutes,
      interests = excluded.interests,
      interests_answered = excluded.interests_answered,
      refreshed_at = excluded.refreshed_at
    returning user_id`);
  await db.delete(responseStats).where(ne(responseStats.refreshedAt, now));
  return (result as unknown as { rows: unknown[] }).rows.length;
}
