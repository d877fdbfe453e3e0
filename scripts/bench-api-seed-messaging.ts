// Conversations, messages and notifications for `npm run bench:api` (see bench-api-seed.ts).
// Messages are generated inside the database (generate_series per conversation), so 100,000 of
// them cost a few statements rather than 100,000 rows of parameters.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../server/src/db/client";
import * as t from "../server/src/db/schema";
import {
  ago,
  conversationId,
  founderId,
  insertAll,
  investorId,
  MESSAGE_LINES,
  type SeedPlan,
} from "./bench-api-seed-data";

const MINUTE = 60 * 1000;
/** Minutes between two messages of one conversation. */
const GAP_MINUTES = 17;
const BATCH = 200;

type Conversation = { id: string; p1: string; p2: string; messages: number; lastMinutesAgo: number };

/**
 * Conversation 0…benchConversations-1: the bench investor (investor 0) with founders 0, 1, 2…
 * (conversation 0 is the long bench thread). After them, investor 1, 2, … each with a founder,
 * round the investors again until there are `conversations`; founder ids spread by a stride.
 */
function conversationsOf(plan: SeedPlan): Conversation[] {
  const list: Conversation[] = [];
  const pairs = new Set<string>();
  const rest = plan.conversations - 1;
  const per = Math.floor((plan.messages - plan.threadMessages) / Math.max(1, rest));
  const extra = (plan.messages - plan.threadMessages) % Math.max(1, rest);
  for (let c = 0; c < plan.conversations; c += 1) {
    const bench = c < plan.benchConversations;
    const investor = bench ? 0 : 1 + ((c - plan.benchConversations) % (plan.investors - 1));
    let founder = bench ? c : (c * 37) % plan.businesses;
    while (pairs.has(`${founder}/${investor}`)) founder = (founder + 1) % plan.businesses;
    pairs.add(`${founder}/${investor}`);
    list.push({
      id: conversationId(c),
      // Founder ids ("bench-f-…") sort before investor ids ("bench-i-…"): the ordered pair holds.
      p1: founderId(founder),
      p2: investorId(investor),
      messages: c === 0 ? plan.threadMessages : per + (c <= extra ? 1 : 0),
      lastMinutesAgo: bench ? c * 37 : (c * 7_919) % (60 * 24 * 30),
    });
  }
  return list;
}

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]::text[]`);

export async function seedMessaging(db: Database, plan: SeedPlan) {
  const conversations = conversationsOf(plan);
  await insertAll(
    db,
    t.conversations,
    conversations.map((c) => ({
      id: c.id,
      participant1Id: c.p1,
      participant2Id: c.p2,
      createdAt: ago((c.lastMinutesAgo + (c.messages + 1) * GAP_MINUTES) * MINUTE),
    })),
  );
  for (let i = 0; i < conversations.length; i += BATCH) {
    const values = conversations
      .slice(i, i + BATCH)
      .filter((c) => c.messages > 0)
      .map((c) => sql`(${c.id}::uuid, ${c.p1}::text, ${c.p2}::text, ${c.messages}::int, ${c.lastMinutesAgo}::int)`);
    if (values.length === 0) continue;
    // Alternating senders; all but each conversation's last two messages are read.
    await db.execute(sql`
      insert into messages (conversation_id, sender_id, receiver_id, content, read_status, created_at)
      select v.id,
        case when g % 2 = 0 then v.p1 else v.p2 end,
        case when g % 2 = 0 then v.p2 else v.p1 end,
        (${textArray(MESSAGE_LINES)})[1 + g % ${sql.raw(String(MESSAGE_LINES.length))}],
        g <= v.n - 2,
        now() - (v.last_ago + (v.n - g) * ${sql.raw(String(GAP_MINUTES))}) * interval '1 minute'
      from (values ${sql.join(values, sql`, `)}) as v(id, p1, p2, n, last_ago)
      cross join lateral generate_series(1, v.n) as g`);
  }
  await db.execute(sql`
    update conversations c set last_message_id = m.id, last_message_at = m.created_at
    from (
      select distinct on (conversation_id) conversation_id, id, created_at from messages
      where sender_id like 'bench-%'
      order by conversation_id, created_at desc, id desc
    ) m
    where c.id = m.conversation_id`);
  await seedNotifications(db);
}

const NOTIFICATION_KINDS: Array<{ type: string; title: string; description: string; link: string }> = [
  { type: "message", title: "New message", description: "Amina Otieno sent you a message", link: "/messages" },
  { type: "interest", title: "New interest", description: "An investor saved your business", link: "/dashboard" },
  { type: "investment", title: "Investment update", description: "Your investment was accepted", link: "/deals" },
  { type: "system", title: "Welcome to Kuza", description: "Complete your profile to get matched", link: "/settings" },
];

/** Three per user (one unread), and 150 for the bench investor (20 unread). */
async function seedNotifications(db: Database) {
  const column = (key: "type" | "title" | "description" | "link"): SQL =>
    sql`(${textArray(NOTIFICATION_KINDS.map((k) => k[key]))})[1 + g % ${sql.raw(String(NOTIFICATION_KINDS.length))}]`;
  const bench = investorId(0);
  await db.execute(sql`
    insert into notifications (user_id, type, title, description, link, read, created_at)
    select p.id, ${column("type")}, ${column("title")}, ${column("description")}, ${column("link")},
      g > case when p.id = ${bench} then 20 else 1 end,
      now() - g * interval '5 hours'
    from profiles p
    cross join lateral generate_series(1, case when p.id = ${bench} then 150 else 3 end) as g
    where p.id like 'bench-%'`);
}
