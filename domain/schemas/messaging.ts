import { z } from "zod";
import {
  MESSAGING_MESSAGES as M,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_MAX,
  NOTIFICATION_TYPES,
  ROLES,
} from "../constants";

// Messaging and notifications: the API contract (spec part 1, sections 3, 5, 7) shared by the
// routes and the web. Times are ISO 8601 strings.

/** A conversation as the list shows it (spec's display form), from the viewer's side. */
export const ZConversationSchema = z.object({
  id: z.uuid(),
  participantId: z.string(),
  /** Never empty: Unknown User / Unknown Investor / Unknown Founder / Admin User when missing. */
  participantName: z.string(),
  participantRole: z.enum(ROLES).nullable(),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.iso.datetime({ offset: true }).nullable(),
  unreadCount: z.number().int().min(0),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

export const ZConversationListSchema = z.object({ conversations: z.array(ZConversationSchema) });
export type TConversationList = z.infer<typeof ZConversationListSchema>;

export const ZConversationListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
});
export type TConversationListQuery = z.infer<typeof ZConversationListQuerySchema>;

export const ZStartConversationSchema = z.object({
  participantId: z.string({ error: M.contactRequired }).trim().min(1, { error: M.contactRequired }).max(64),
});
export type TStartConversation = z.infer<typeof ZStartConversationSchema>;

export const ZStartConversationResultSchema = z.object({
  conversation: ZConversationSchema,
  created: z.boolean(),
});
export type TStartConversationResult = z.infer<typeof ZStartConversationResultSchema>;

export const ZMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  readStatus: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

/** The message content rule: trimmed, not empty or whitespace only, at most MESSAGE_MAX_LENGTH. */
export const ZMessageContent = z
  .string({ error: M.contentRequired })
  .trim()
  .min(1, { error: M.contentRequired })
  .max(MESSAGE_MAX_LENGTH, { error: M.contentTooLong });

/** The composer and POST /api/conversations/{id}/messages. The sender is always the signed-in user. */
export const ZSendMessageSchema = z.object({ content: ZMessageContent });
export type TSendMessage = z.infer<typeof ZSendMessageSchema>;

/**
 * The latest `limit` messages, oldest first; `before` (a message id) pages further back.
 * `hasMore` says whether older messages exist.
 */
export const ZMessageListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).optional(),
  before: z.uuid().optional(),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuerySchema>;

export const ZMessageListSchema = z.object({
  messages: z.array(ZMessageSchema),
  hasMore: z.boolean(),
});
export type TMessageList = z.infer<typeof ZMessageListSchema>;

export const ZSendMessageResultSchema = z.object({ message: ZMessageSchema });
export type TSendMessageResult = z.infer<typeof ZSendMessageResultSchema>;

export const ZMarkReadResultSchema = z.object({ updated: z.number().int().min(0) });
export type TMarkReadResult = z.infer<typeof ZMarkReadResultSchema>;

export const ZNotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const ZNotificationSchema = z.object({
  id: z.uuid(),
  /** One of NOTIFICATION_TYPES; unknown types from newer servers are shown like "system". */
  type: z.string(),
  title: z.string(),
  description: z.string(),
  /** An in-app path a click leads to, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListSchema = z.object({
  /** The 10 most recent, newest first. */
  notifications: z.array(ZNotificationSchema),
  /** All the viewer's unread notifications, not only those in the list. */
  unreadCount: z.number().int().min(0),
});
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;

export const ZNotificationResultSchema = z.object({ notification: ZNotificationSchema });
export type TNotificationResult = z.infer<typeof ZNotificationResultSchema>;

// The live stream: GET /api/events (text/event-stream). Each event's `data` is one of these JSON
// objects; the SSE event name equals `kind`. Payloads are small: clients refetch through the API
// when they need more than what is here.

export const ZMessageEventSchema = z.object({
  kind: z.literal("message"),
  conversationId: z.uuid(),
  messageId: z.uuid(),
  senderId: z.string(),
  receiverId: z.string(),
  /** The message itself when it fits in a NOTIFY payload; otherwise absent and the client refetches. */
  message: ZMessageSchema.optional(),
});
export type TMessageEvent = z.infer<typeof ZMessageEventSchema>;

/** Sent to the sender when the receiver opened the conversation: every message up to `readAt` is read. */
export const ZReadEventSchema = z.object({
  kind: z.literal("read"),
  conversationId: z.uuid(),
  /** Who read them (the receiver of the messages). */
  readerId: z.string(),
  readAt: z.iso.datetime({ offset: true }),
});
export type TReadEvent = z.infer<typeof ZReadEventSchema>;

/**
 * The viewer's notifications changed: `created` (a new one, or a deduplicated one refreshed) or
 * `read` (one or all marked read, perhaps in another tab). Clients refetch the list.
 */
export const ZNotificationEventSchema = z.object({
  kind: z.literal("notification"),
  change: z.enum(["created", "read"]),
  /** The notification concerned; null when all were marked read. */
  notificationId: z.uuid().nullable(),
});
export type TNotificationEvent = z.infer<typeof ZNotificationEventSchema>;

export const ZRealtimeEventSchema = z.discriminatedUnion("kind", [
  ZMessageEventSchema,
  ZReadEventSchema,
  ZNotificationEventSchema,
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEventSchema>;
export const REALTIME_EVENT_KINDS = ["message", "read", "notification"] as const;

/** GET /api/messages/unread-count: messages received by the viewer and not read yet, all conversations. */
export const ZUnreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCountSchema>;

/** The first event of every stream (SSE event name `ready`): the stream is subscribed from here on. */
export const ZReadyEventSchema = z.object({ kind: z.literal("ready") });
export type TReadyEvent = z.infer<typeof ZReadyEventSchema>;
