import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import {
  businesses,
  conversations,
  dueDiligenceEvents,
  dueDiligenceProcesses,
  messages,
  profiles,
  user,
} from "../db/schema";

// A history of first messages and interest written straight into the tables, each at a time the
// test chooses: the response figures and the unanswered reminders are read from exactly this.

const HOUR_MS = 60 * 60 * 1000;
export const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS);
export const daysBefore = (date: Date, days: number) => hoursAfter(date, -24 * days);

export async function person(
  db: Database,
  role: "founder" | "investor",
  fullName: string,
  locale: "en" | "fr" | null = null,
) {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@example.test`;
  await db.insert(user).values({ id, name: fullName, email, locale });
  await db.insert(profiles).values({ id, email, role, fullName });
  return { id, email, fullName };
}

export async function businessOf(db: Database, ownerId: string, businessName: string) {
  const [row] = await db.insert(businesses).values({ userId: ownerId, businessName }).returning({ id: businesses.id });
  if (!row) throw new Error("no business");
  return row.id;
}

/** A conversation opened by `from` at `at`; `to` replies `replyAfterHours` later when given. */
export async function firstMessage(
  db: Database,
  input: { from: string; to: string; at: Date; replyAfterHours?: number },
) {
  const [p1, p2] = [input.from, input.to].sort() as [string, string];
  const reply = input.replyAfterHours === undefined ? null : hoursAfter(input.at, input.replyAfterHours);
  const [conversation] = await db
    .insert(conversations)
    .values({ participant1Id: p1, participant2Id: p2, lastMessageAt: reply ?? input.at, createdAt: input.at })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("no conversation");
  await db.insert(messages).values({
    conversationId: conversation.id,
    senderId: input.from,
    receiverId: input.to,
    content: "Hello, could we talk about your round?",
    createdAt: input.at,
  });
  if (reply) await replyIn(db, { conversationId: conversation.id, from: input.to, to: input.from, at: reply });
  return conversation.id;
}

export async function replyIn(db: Database, input: { conversationId: string; from: string; to: string; at: Date }) {
  await db.insert(messages).values({
    conversationId: input.conversationId,
    senderId: input.from,
    receiverId: input.to,
    content: "Thanks for writing.",
    createdAt: input.at,
  });
}

/** An investor's interest in a business at `at`; its owner advances it `answerAfterHours` later when given. */
export async function interest(
  db: Database,
  input: { investorId: string; businessId: string; ownerId: string; at: Date; answerAfterHours?: number },
) {
  const [process] = await db
    .insert(dueDiligenceProcesses)
    .values({
      investorId: input.investorId,
      businessId: input.businessId,
      lastCommunication: "Interest expressed",
      createdAt: input.at,
      lastCommunicationDate: input.at,
    })
    .returning({ id: dueDiligenceProcesses.id });
  if (!process) throw new Error("no process");
  if (input.answerAfterHours !== undefined) {
    await db.insert(dueDiligenceEvents).values({
      processId: process.id,
      action: "advance",
      status: "pitch_deck_review",
      actorId: input.ownerId,
      createdAt: hoursAfter(input.at, input.answerAfterHours),
    });
  }
  return process.id;
}
