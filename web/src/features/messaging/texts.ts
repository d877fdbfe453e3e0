import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";

// Texts of the messaging screen that only the web shows (the server's are in
// domain/constants/messaging.ts), read in the reader's language when used; texts with values are
// the messages themselves (m.messaging_...).

export const MESSAGING_TEXTS = localized({
  title: m.messaging_title,
  signIn: m.messaging_signIn,
  selectConversation: m.messaging_selectConversation,
  backToConversations: m.messaging_backToConversations,
  openingConversation: m.messaging_openingConversation,
  searchLabel: m.messaging_searchLabel,
  searchPlaceholder: m.messaging_searchPlaceholder,
  loadingConversations: m.messaging_loadingConversations,
  noConversations: m.messaging_noConversations,
  startOne: m.messaging_startOne,
  conversations: m.messaging_conversations,
  noMessagesPreview: m.messaging_noMessagesPreview,
  loadingMessages: m.messaging_loadingMessages,
  loading: m.messaging_loading,
  loadEarlier: m.messaging_loadEarlier,
  /** Before the viewer's own message, for screen readers (with its colon). */
  you: m.messaging_you,
  read: m.messaging_read,
  sent: m.messaging_sent,
  composerPlaceholder: m.messaging_composerPlaceholder,
  composerHint: m.messaging_composerHint,
  send: m.messaging_send,
});

/** The other participant's role, beside their name. */
export const ROLE_LABELS = localized({
  investor: m.messaging_roleInvestor,
  founder: m.messaging_roleFounder,
  admin: m.messaging_roleAdmin,
});

/** The fee-scam warning under a message that asks the founder for money up front (issue 19). */
export const FEE_WARNING_TEXTS = localized({
  /** The words. */
  title: m.messaging_feeWarningTitle,
  body: m.messaging_feeWarningBody,
  label: m.messaging_feeWarningLabel,
});
