// Names, ids and insert helpers shared by the bench:api seeders (bench-api-seed*.ts).
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../server/src/db/client";

export type SeedSize = { businesses: number; investors: number; messages: number };

export type SeedPlan = SeedSize & {
  conversations: number;
  /** Conversations of the bench investor (with founders 0, 1, 2…); the first is the bench thread. */
  benchConversations: number;
  threadMessages: number;
};

export const founderId = (n: number) => `bench-f-${String(n).padStart(6, "0")}`;
export const investorId = (n: number) => `bench-i-${String(n).padStart(6, "0")}`;
export const investorEmail = (n: number) => `bench-investor-${n}@bench.kuza.test`;
export const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A stable uuid (v5 layout) per name, so a reused seed and a fresh one agree on ids. */
export function uuidOf(name: string): string {
  const h = createHash("sha1").update(name).digest("hex");
  const variant = ((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}
export const businessId = (n: number) => uuidOf(`bench-business-${n}`);
export const campaignId = (n: number, k: number) => uuidOf(`bench-campaign-${n}-${k}`);
export const conversationId = (n: number) => uuidOf(`bench-conversation-${n}`);

export const NAME_START = ["Shamba", "Jua", "Maji", "Pesa", "Soko", "Afya", "Kilimo", "Nuru", "Tembo", "Umoja", "Zuri"];
export const NAME_END = [
  "Fresh",
  "Pay",
  "Health",
  "Labs",
  "Logistics",
  "Energy",
  "Learn",
  "Market",
  "Cloud",
  "Link",
  "Grow",
];
export const PEOPLE_FIRST = [
  "Amina",
  "Kofi",
  "Wanjiru",
  "Tunde",
  "Fatou",
  "Kwame",
  "Zanele",
  "Chidi",
  "Nia",
  "Yaw",
  "Halima",
];
export const PEOPLE_LAST = [
  "Otieno",
  "Mensah",
  "Diallo",
  "Okafor",
  "Ndlovu",
  "Banda",
  "Mwangi",
  "Traore",
  "Asante",
  "Kamau",
];
export const COUNTRIES = [
  "Kenya",
  "Nigeria",
  "Ghana",
  "South Africa",
  "Rwanda",
  "Egypt",
  "Senegal",
  "Uganda",
  "Tanzania",
];
export const CITIES = [
  "Nairobi",
  "Lagos",
  "Accra",
  "Cape Town",
  "Kigali",
  "Cairo",
  "Dakar",
  "Kampala",
  "Dar es Salaam",
];
export const GOALS = [25_000, 40_000, 80_000, 150_000, 240_000, 400_000, 750_000, 1_500_000, 3_000_000];
export const MESSAGE_LINES = [
  "Thanks for sending the deck, the unit economics look promising.",
  "Could we schedule a call next week to go through the traction numbers?",
  "We closed two new distribution partners this month, happy to share details.",
  "What does the cap table look like after the seed round?",
  "Attaching the updated financial model with the new pricing tiers.",
  "Our investment committee meets on Thursday; I will come back to you after.",
  "The pilot in Kisumu doubled weekly active users in six weeks.",
  "Sounds good, let us keep in touch.",
];
export const personName = (n: number) => `${pick(PEOPLE_FIRST, n)} ${pick(PEOPLE_LAST, Math.floor(n / 11))}`;
export const ago = (ms: number) => new Date(Date.now() - ms);
export const DAY = 24 * 60 * 60 * 1000;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs `work` in one transaction with investments' raised-total trigger off: in bulk it updates a
 * campaign per investment, and each update bumps matching's data version (docs/performance.md).
 * Whoever calls it keeps campaigns' raised totals right, or removes those campaigns.
 */
export function withoutRaisedTotalTrigger(db: Database, work: (tx: Transaction) => Promise<void>): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`alter table investments disable trigger investments_campaign_raised`);
    await work(tx);
    await tx.execute(sql`alter table investments enable trigger investments_campaign_raised`);
  });
}

/** Inserts rows in multi-row statements that stay under PostgreSQL's 65,535 parameters. */
export async function insertAll<T extends PgTable>(
  db: Pick<Database, "insert">,
  table: T,
  rows: Array<T["$inferInsert"]>,
) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const batch = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += batch) await db.insert(table).values(rows.slice(i, i + batch));
}

export async function countOf(db: Database, query: SQL): Promise<number> {
  const result = await db.execute(query);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ n: number | string }>;
  return Number(rows[0]?.n ?? 0);
}

/** Rows per table of the data set (whoever wrote them). */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = ["user", "businesses", "campaigns", "investments", "investors", "conversations", "messages"];
  const counts: Record<string, number> = {};
  for (const name of [...tables, "notifications"])
    counts[name] = await countOf(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
  return counts;
}
