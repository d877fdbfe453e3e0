import { z } from "zod";
import { ROLES } from "../constants/accounts";
import { MESSAGING_MESSAGES as M, MESSAGE_MAX_LENGTH, MESSAGES_PAGE_MAX } from "../constants/messaging";
import { zText } from "./fields";

// Messaging and notifications: the API contract (spec part 1, sections 3, 5, 7) shared by the
// routes and the web. Times are ISO 8601 strings.

/** A conversation as the list shows it (spec's display form), from the viewer's side. */
const ZConversationSchema = z.object({
  id: z.uuid(),
  participantId: zText(),
  /** Never empty: Unknown User / Unknown Investor / Unknown Founder / Admin User when missing. */
  participantName: zText(),
  participantRole: z.enum(ROLES).nullable(),
  /** The other participant's account is suspended (banned): the thread shows the notice and takes no message. */
  participantSuspended: z.boolean(),
  lastMessage: zText().nullable(),
  lastMessageTime: z.iso.datetime({ offset: true }).nullable(),
  unreadCount: z.number().int().min(0),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

/** A page of the inbox; `nextCursor` asks for the page after it (null: this is the last). */
export const ZConversationListSchema = z.object({
  conversations: z.array(ZConversationSchema),
  nextCursor: zText().nullable(),
});
export type TConversationList = z.infer<typeof ZConversationListSchema>;

/**
 * Where a page of the inbox starts: just after the conversation whose last message was at
 * `<microseconds since 1970>` with id `<uuid>` (a value, not an id to look up: a conversation that
 * moves to the top meanwhile must not move the page).
 */
const CONVERSATION_CURSOR = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const ZConversationListQuerySchema = z.object({
  search: zText().trim().max(120).optional(),
  /** A page's nextCursor: the page after it. */
  cursor: zText().regex(CONVERSATION_CURSOR).optional(),
});
export type TConversationListQuery = z.infer<typeof ZConversationListQuerySchema>;

export const ZStartConversationSchema = z.object({
  participantId: zText({ error: () => M.contactRequired })
    .trim()
    .min(1, { error: () => M.contactRequired })
    .max(64),
});

export const ZStartConversationResultSchema = z.object({
  conversation: ZConversationSchema,
  created: z.boolean(),
});
export type TStartConversationResult = z.infer<typeof ZStartConversationResultSchema>;

export const ZMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: zText(),
  receiverId: zText(),
  content: zText(),
  readStatus: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * Present (true) only in the answer to a founder reading a message they received that asks for
   * money up front (domain/messaging/fee-request-detection.ts); the sender's view never has it.
   */
  feeWarning: z.literal(true).optional(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

/** The message content rule: trimmed, not empty or whitespace only, at most MESSAGE_MAX_LENGTH. */
const ZMessageContent = zText({ error: () => M.contentRequired })
  .trim()
  .min(1, { error: () => M.contentRequired })
  .max(MESSAGE_MAX_LENGTH, { error: () => M.contentTooLong });

/** The composer and POST /api/conversations/{id}/messages. The sender is always the signed-in user. */
export const ZSendMessageSchema = z.object({ content: ZMessageContent });

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

/** GET /api/messages/unread-count: messages received by the viewer and not read yet, all conversations. */
export const ZUnreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
