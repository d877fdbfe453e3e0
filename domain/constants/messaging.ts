import { m } from "@i18n/messages";
import { DUE_DILIGENCE_MESSAGES } from "../due-diligence/constants";
import { localized } from "../i18n/localized";

// Messaging and notifications (spec part 1, sections 2, 8, 9).
export const MESSAGE_MAX_LENGTH = 5000;
/** Sending is limited per user: at most this many messages in the window. */
export const MESSAGE_RATE_LIMIT = { max: 30, windowMs: 10_000 } as const;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_PAGE_MAX = 200;
/**
 * The inbox's page of conversations, newest first; the next page starts after the last one shown
 * (a keyset cursor). At 100 a page, a list request cost 2.4 times as much as at 30 (bench:api).
 */
export const CONVERSATIONS_PAGE_SIZE = 20;

export const PARTICIPANT_NAME_FALLBACKS = localized({
  unknown: m.domain_participantUnknown,
  investor: m.domain_participantInvestor,
  founder: m.domain_participantFounder,
  admin: m.domain_participantAdmin,
});

export const MESSAGING_MESSAGES = localized({
  signedOut: m.domain_messagingSignedOut,
  signInToSend: m.domain_messagingSignInToSend,
  startFailed: m.domain_messagingStartFailed,
  started: m.domain_messagingStarted,
  sendFailed: m.domain_messagingSendFailed,
  sent: m.domain_messagingSent,
  ownerMissing: m.domain_messagingOwnerMissing,
  contentRequired: m.domain_messagingContentRequired,
  contentTooLong: () => m.domain_messagingContentTooLong({ max: MESSAGE_MAX_LENGTH }),
  contactRequired: m.domain_messagingContactRequired,
  notYourself: m.domain_messagingNotYourself,
  participantNotFound: m.domain_messagingParticipantNotFound,
  sameRole: m.domain_messagingSameRole,
  conversationNotFound: m.domain_messagingConversationNotFound,
  tooFast: m.domain_messagingTooFast,
  /** The other participant is banned: the conversation shows this and refuses new messages. */
  accountSuspended: () => DUE_DILIGENCE_MESSAGES.accountSuspended,
});
