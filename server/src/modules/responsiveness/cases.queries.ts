import { DAY_MS } from "@domain/responsiveness/rules";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userBans } from "../../db/schema";

// The cases of decision 029 as one set-based SQL: every first message and every interest asked
// since `since`, with who asked, who was asked and when the answer came (null: none yet, as seen
// at `now`). The badge's refresh and the unanswered scan both read it, so they can never disagree
// on what counts as answered. Cases whose asker is banned are left out: a banned user's messages
// are hidden, and silence towards them says nothing about the recipient.

type CaseKind = "message" | "interest";

export type CaseRow = {
  kind: CaseKind;
  /** The conversation (message) or the process (interest). */
  itemId: string;
  askerId: string;
  recipientId: string;
  askedAt: Date;
  answeredAt: Date | null;
};

/**
 * First messages: each conversation's opening message (the first by time), and its recipient's
 * first message in the same conversation at or after it. `last_message_at >= since` skips, by
 * the conversations' own column, every conversation that was quiet all along the window.
 */
const firstMessageCases = (since: string, now: string, only: SQL) => sql`
  select 'message'::text as kind, c.id::text as item_id, o.sender_id as asker_id, o.receiver_id as recipient_id,
    o.created_at as asked_at,
    (select min(r.created_at) from messages r
      where r.conversation_id = c.id and r.sender_id = o.receiver_id
        and r.created_at >= o.created_at and r.created_at <= ${now}) as answered_at
  from conversations c
  cross join lateral (
    select m.sender_id, m.receiver_id, m.created_at from messages m
    where m.conversation_id = c.id order by m.created_at, m.id limit 1
  ) o
  where c.last_message_at >= ${since} and o.created_at >= ${since} and o.created_at <= ${now} ${only}`;

/**
 * Interest: each process an investor opened, asked of the business's owner; answered by the
 * owner's first act on it (a stage change or decline, a meeting proposed or answered, a document
 * shared) or their first message to the investor after the interest, whichever came first.
 */
const interestCases = (since: string, now: string, only: SQL) => sql`
  select 'interest'::text as kind, p.id::text as item_id, p.investor_id as asker_id, b.user_id as recipient_id,
    p.created_at as asked_at,
    least(
      (select min(e.created_at) from due_diligence_events e
        where e.process_id = p.id and e.actor_id = b.user_id and e.created_at <= ${now}),
      (select min(mt.created_at) from due_diligence_meetings mt
        where mt.process_id = p.id and mt.scheduled_by = b.user_id and mt.created_at <= ${now}),
      (select min(d.shared_date) from due_diligence_documents d
        where d.process_id = p.id and d.uploaded_by = b.user_id and d.shared_date <= ${now}),
      (select min(msg.created_at) from conversations pc
        join messages msg on msg.conversation_id = pc.id
        where pc.participant_1_id = least(p.investor_id, b.user_id)
          and pc.participant_2_id = greatest(p.investor_id, b.user_id)
          and msg.sender_id = b.user_id and msg.created_at >= p.created_at and msg.created_at <= ${now})
    ) as answered_at
  from due_diligence_processes p
  join businesses b on b.id = p.business_id
  where p.created_at >= ${since} and p.created_at <= ${now} ${only}`;

/** One case by its item, for a job that checks it again before acting. */
export type CaseRef = { kind: CaseKind; itemId: string };

/**
 * Every case asked in [since, now] (or only `only`'s), as a subquery with the CaseRow columns in
 * snake case.
 */
export function casesSql(since: Date, now: Date, only?: CaseRef): SQL {
  const s = since.toISOString();
  const n = now.toISOString();
  const messages = !only ? sql`` : only.kind === "message" ? sql`and c.id = ${only.itemId}` : sql`and false`;
  const interests = !only ? sql`` : only.kind === "interest" ? sql`and p.id = ${only.itemId}` : sql`and false`;
  return sql`(
    select k.* from (${firstMessageCases(s, n, messages)} union all ${interestCases(s, n, interests)}) k
    where not exists (select 1 from ${userBans} ub where ub.user_id = k.asker_id)
  )`;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A raw row of casesSql as a CaseRow (the drivers answer timestamps as text or Date). */
export function toCaseRow(row: Record<string, unknown>): CaseRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    kind: row.kind as CaseKind,
    itemId: String(row.item_id),
    askerId: String(row.asker_id),
    recipientId: String(row.recipient_id),
    askedAt: date(row.asked_at) as Date,
    answeredAt: date(row.answered_at),
  };
}

/**
 * An interest's case whatever its age (the due-diligence module asks it before a "No response"
 * close): when it was asked and when, if ever, the founder answered it. Null: no such process.
 */
export async function findInterestCase(db: Database, processId: string, now: Date): Promise<CaseRow | null> {
  const result = await db.execute(
    sql`select k.* from ${casesSql(new Date(0), now, { kind: "interest", itemId: processId })} k`,
  );
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return row ? toCaseRow(row) : null;
}
