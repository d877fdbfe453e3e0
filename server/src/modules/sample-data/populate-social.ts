import type { TSampleDataResult } from "@domain/schemas/sample-data";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, investments, messages, notifications, savedMatches } from "../../db/schema";
import { type NotificationKey, type NotifyInput, notificationTitle, notificationValues } from "../notifications/notify";
import { DEMO_INVESTORS } from "./demo-investors";
import { DEMO_CONVERSATIONS } from "./demo-plan";
import { type Accounts, ALL_FOUNDERS, attempt, businessIds, campaignIds } from "./populate-catalogue";
import { processIds } from "./populate-diligence";

// Conversations with messages, notifications for what the sample data says happened, and saved
// matches that follow the investors' sectors. Keys: the conversation's pair (unique), a
// notification's dedupe key "sample:…" (any read state), the saved match's primary key.

const MINUTE = 60 * 1000;

export async function populateConversations(db: Database, accounts: Accounts) {
  const results: TSampleDataResult[] = [];
  for (const [investor, founder, lines] of DEMO_CONVERSATIONS) {
    const investorId = accounts.get(investor);
    const founderId = accounts.get(founder);
    if (!investorId || !founderId) continue;
    const [p1, p2] = investorId < founderId ? [investorId, founderId] : [founderId, investorId];
    const base = { email: investor, userId: investorId, type: "conversation", entity: founder };
    results.push(
      await attempt(base, async () => {
        const pair = and(eq(conversations.participant1Id, p1), eq(conversations.participant2Id, p2));
        const [found] = await db.select({ id: conversations.id }).from(conversations).where(pair);
        if (found) return [found.id, true];
        return db.transaction(async (tx) => {
          const [conversation] = await tx
            .insert(conversations)
            .values({ participant1Id: p1, participant2Id: p2, createdAt: new Date(Date.now() - 3 * 24 * 60 * MINUTE) })
            .returning({ id: conversations.id });
          if (!conversation) throw new Error("conversation insert returned no row");
          const start = Date.now() - (lines.length * 47 + 5) * MINUTE;
          const rows = await tx
            .insert(messages)
            .values(
              lines.map(([fromInvestor, content], k) => ({
                conversationId: conversation.id,
                senderId: fromInvestor ? investorId : founderId,
                receiverId: fromInvestor ? founderId : investorId,
                content,
                readStatus: k < lines.length - 1,
                createdAt: new Date(start + k * 47 * MINUTE),
              })),
            )
            .returning({ id: messages.id, createdAt: messages.createdAt });
          const last = rows[rows.length - 1];
          await tx
            .update(conversations)
            .set({ lastMessageId: last?.id ?? null, lastMessageAt: last?.createdAt ?? null })
            .where(eq(conversations.id, conversation.id));
          return [conversation.id, false] as [string, boolean];
        });
      }),
    );
  }
  return results;
}

/** A planned notification; its dedupeKey ("sample:…") is what finds it again. */
type Note = NotifyInput<NotificationKey> & { link: string; dedupeKey: string };

async function plannedNotifications(db: Database, accounts: Accounts): Promise<Note[]> {
  const nameOf = new Map([...ALL_FOUNDERS, ...DEMO_INVESTORS].map((p) => [p.email, p.fullName]));
  const notes: Note[] = [];
  for (const r of (await processIds(db, accounts)).values()) {
    const investor = nameOf.get(r.p.investor) ?? r.p.investor;
    const link = `/due-diligence/${r.id}`;
    notes.push({
      userId: r.founderId,
      key: "sample.interest",
      params: { investor, business: r.businessName },
      link,
      dedupeKey: `sample:interest:${r.id}`,
    });
    if (r.p.documents.some(([, , status]) => status === "shared"))
      notes.push({
        userId: r.investorId,
        key: "sample.document",
        params: { business: r.businessName },
        link,
        dedupeKey: `sample:document:${r.id}`,
      });
    if (r.p.meetings.some((m) => m.status === "pending_approval"))
      notes.push({
        userId: r.founderId,
        key: "sample.meeting",
        params: { investor },
        link,
        dedupeKey: `sample:meeting:${r.id}`,
      });
  }
  const titles = await campaignIds(db);
  const ids = [...titles.values()];
  if (ids.length > 0) {
    const pending = await db
      .select({ id: investments.id, campaignId: investments.campaignId, investorId: investments.investorId })
      .from(investments)
      .where(and(inArray(investments.campaignId, ids), eq(investments.status, "pending")));
    const businesses = await businessIds(db, accounts);
    for (const row of pending) {
      const title = [...titles].find(([, id]) => id === row.campaignId)?.[0];
      const founder = ALL_FOUNDERS.find((f) => f.campaigns.some((c) => c.title === title));
      const founderId = founder && accounts.get(founder.email);
      const investorEmail = [...accounts].find(([, id]) => id === row.investorId)?.[0] ?? "";
      if (!founderId || !businesses.has(founder.email)) continue;
      notes.push({
        userId: founderId,
        key: "sample.investment",
        params: { investor: nameOf.get(investorEmail) ?? investorEmail, campaign: title ?? "" },
        link: `/founder/campaigns/${row.campaignId}`,
        dedupeKey: `sample:investment:${row.id}`,
      });
    }
  }
  return notes;
}

export async function populateNotifications(db: Database, accounts: Accounts) {
  const results: TSampleDataResult[] = [];
  for (const note of await plannedNotifications(db, accounts)) {
    const email = [...accounts].find(([, id]) => id === note.userId)?.[0] ?? null;
    // The result names the notification in the admin's language.
    const entity = notificationTitle(note);
    results.push(
      await attempt({ email, userId: note.userId, type: "notification", entity }, async () => {
        const where = and(eq(notifications.userId, note.userId), eq(notifications.dedupeKey, note.dedupeKey));
        const [found] = await db.select({ id: notifications.id }).from(notifications).where(where);
        if (found) return [found.id, true];
        const [row] = await db
          .insert(notifications)
          .values(notificationValues(note))
          .returning({ id: notifications.id });
        return [row?.id ?? "", false];
      }),
    );
  }
  return results;
}

/** Investors save the businesses in their sectors; founders save the investors who invest in theirs. */
export async function populateSavedMatches(db: Database, accounts: Accounts) {
  const businesses = await businessIds(db, accounts);
  const pairs: Array<{ email: string; userId: string; kind: "business" | "investor"; targetId: string; name: string }> =
    [];
  for (const i of DEMO_INVESTORS) {
    const userId = accounts.get(i.email);
    if (!userId) continue;
    for (const f of ALL_FOUNDERS.filter((f) => i.sectors.includes(f.business.type)).slice(0, 3)) {
      const targetId = businesses.get(f.email);
      if (targetId) pairs.push({ email: i.email, userId, kind: "business", targetId, name: f.business.name });
    }
  }
  for (const f of ALL_FOUNDERS) {
    const userId = accounts.get(f.email);
    if (!userId) continue;
    for (const i of DEMO_INVESTORS.filter((i) => i.sectors.includes(f.business.type)).slice(0, 2)) {
      const targetId = accounts.get(i.email);
      if (targetId) pairs.push({ email: f.email, userId, kind: "investor", targetId, name: i.fullName });
    }
  }
  const results: TSampleDataResult[] = [];
  for (const m of pairs) {
    const key = `${m.userId}:${m.kind}:${m.targetId}`;
    results.push(
      await attempt({ email: m.email, userId: m.userId, type: "saved_match", entity: m.name }, async () => {
        const inserted = await db
          .insert(savedMatches)
          .values({ userId: m.userId, kind: m.kind, targetId: m.targetId })
          .onConflictDoNothing()
          .returning({ userId: savedMatches.userId });
        return [key, inserted.length === 0];
      }),
    );
  }
  return results;
}
