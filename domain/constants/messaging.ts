import { DUE_DILIGENCE_MESSAGES } from "../due-diligence/constants";

// Messaging and notifications (spec part 1, sections 2, 8, 9).
export const MESSAGE_MAX_LENGTH = 5000;
/** Sending is limited per user: at most this many messages in the window. */
export const MESSAGE_RATE_LIMIT = { max: 30, windowMs: 10_000 } as const;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_PAGE_MAX = 200;
export const CONVERSATIONS_LIMIT = 100;

export const PARTICIPANT_NAME_FALLBACKS = {
  unknown: "Unknown User",
  investor: "Unknown Investor",
  founder: "Unknown Founder",
  admin: "Admin User",
} as const;

export const MESSAGING_MESSAGES = {
  signedOut: "Please log in to access messages.",
  signInToSend: "Please log in to send messages.",
  startFailed: "Failed to start conversation. Please try again.",
  started: "Conversation started! You can now send messages.",
  sendFailed: "Failed to send message. Please try again.",
  sent: "Message Sent",
  ownerMissing: "Could not find business owner",
  contentRequired: "Message cannot be empty",
  contentTooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`,
  contactRequired: "Select a conversation first",
  notYourself: "You cannot start a conversation with yourself",
  participantNotFound: "That user could not be found",
  sameRole: "Founders message investors and investors message founders; admins may message anyone.",
  conversationNotFound: "Conversation not found",
  tooFast: "You are sending messages too quickly. Please wait a moment.",
  /** The other participant is banned: the conversation shows this and refuses new messages. */
  accountSuspended: DUE_DILIGENCE_MESSAGES.accountSuspended,
} as const;
