import { z } from "zod";
import { zText } from "./fields";
import { ZMessageSchema } from "./messaging";

// The live stream: GET /api/events (text/event-stream). Each event's `data` is one of these JSON
// objects; the SSE event name equals `kind`. Payloads are small: clients refetch through the API
// when they need more than what is here. The first event of every stream is `ready` with data
// {"kind":"ready"} (server/src/realtime/events.routes.ts): the stream is subscribed from there on.

const ZMessageEventSchema = z.object({
  kind: z.literal("message"),
  conversationId: z.uuid(),
  messageId: z.uuid(),
  senderId: zText(),
  receiverId: zText(),
  /** The message itself when it fits in a NOTIFY payload; otherwise absent and the client refetches. */
  message: ZMessageSchema.optional(),
});
export type TMessageEvent = z.infer<typeof ZMessageEventSchema>;

/** Sent to the sender when the receiver opened the conversation: every message up to `readAt` is read. */
const ZReadEventSchema = z.object({
  kind: z.literal("read"),
  conversationId: z.uuid(),
  /** Who read them (the receiver of the messages). */
  readerId: zText(),
  readAt: z.iso.datetime({ offset: true }),
});
export type TReadEvent = z.infer<typeof ZReadEventSchema>;

/**
 * The viewer's notifications changed: `created` (a new one, or a deduplicated one refreshed) or
 * `read` (one or all marked read, perhaps in another tab). Clients refetch the list.
 */
const ZNotificationEventSchema = z.object({
  kind: z.literal("notification"),
  change: z.enum(["created", "read"]),
  /** The notification concerned; null when all were marked read. */
  notificationId: z.uuid().nullable(),
});

export const ZRealtimeEventSchema = z.discriminatedUnion("kind", [
  ZMessageEventSchema,
  ZReadEventSchema,
  ZNotificationEventSchema,
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEventSchema>;
export const REALTIME_EVENT_KINDS = ["message", "read", "notification"] as const;
