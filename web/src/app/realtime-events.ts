import type { TMessage } from "@domain/schemas/messaging";
import type { TMessageEvent, TReadEvent, TRealtimeEvent } from "@domain/schemas/realtime";

// The live stream's events, checked by hand against the contract (domain/schemas/realtime.ts)
// instead of with its zod schema: zod is 29 KB gzip that every signed-in page would download only
// for this. The server publishes these events through the same contract (server/src/realtime/hub.ts
// parses them with zod), so this is a guard against a newer server or a damaged payload, not the
// place where the rules live. realtime-events.test.ts runs every case through both and checks they agree.

/** The event kinds the stream sends (the contract's REALTIME_EVENT_KINDS; the test checks they match). */
export const REALTIME_EVENT_KINDS = ["message", "read", "notification"] as const satisfies ReadonlyArray<
  TRealtimeEvent["kind"]
>;

type Fields = Record<string, unknown>;

// zod's z.uuid() (RFC 9562 variant and versions 1-8, or the nil and max UUIDs).
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
// z.iso.datetime({ offset: true }): seconds required, Z or ±hh:mm; the calendar date is checked below.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** Half of a UTF-16 surrogate pair standing alone (zText refuses it, and U+0000). */
const LONE_SURROGATE = /\p{Surrogate}/u;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === "string" && !value.includes("\u0000") && !LONE_SURROGATE.test(value);
const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

function isDateTime(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const parts = DATE_TIME.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Day 0 of the next month is the last day of this one (29 February in leap years).
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseMessage(data: unknown): TMessage | null {
  if (!isObject(data)) return null;
  const { id, conversationId, senderId, receiverId, content, readStatus, createdAt, feeWarning } = data;
  if (!isUuid(id) || !isUuid(conversationId) || !isText(senderId) || !isText(receiverId) || !isText(content))
    return null;
  if (typeof readStatus !== "boolean" || !isDateTime(createdAt)) return null;
  if (feeWarning !== undefined && feeWarning !== true) return null;
  const message: TMessage = { id, conversationId, senderId, receiverId, content, readStatus, createdAt };
  if (feeWarning) message.feeWarning = true;
  return message;
}

function parseMessageEvent(data: Fields): TMessageEvent | null {
  const { conversationId, messageId, senderId, receiverId, message } = data;
  if (!isUuid(conversationId) || !isUuid(messageId) || !isText(senderId) || !isText(receiverId)) return null;
  const event: TMessageEvent = { kind: "message", conversationId, messageId, senderId, receiverId };
  if (message === undefined) return event;
  const parsed = parseMessage(message);
  return parsed ? { ...event, message: parsed } : null;
}

function parseReadEvent(data: Fields): TReadEvent | null {
  const { conversationId, readerId, readAt } = data;
  if (!isUuid(conversationId) || !isText(readerId) || !isDateTime(readAt)) return null;
  return { kind: "read", conversationId, readerId, readAt };
}

function parseNotificationEvent(data: Fields): TRealtimeEvent | null {
  const { change, notificationId } = data;
  if (change !== "created" && change !== "read") return null;
  if (notificationId !== null && !isUuid(notificationId)) return null;
  return { kind: "notification", change, notificationId };
}

/**
 * A stream event as the contract defines it (fields it does not name left out), or null for
 * anything else: a newer server's event, a field missing or of the wrong shape.
 */
export function parseRealtimeEvent(data: unknown): TRealtimeEvent | null {
  if (!isObject(data)) return null;
  switch (data.kind) {
    case "message":
      return parseMessageEvent(data);
    case "read":
      return parseReadEvent(data);
    case "notification":
      return parseNotificationEvent(data);
    default:
      return null;
  }
}
