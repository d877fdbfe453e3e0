import type { TStartConversationResult } from "@domain/schemas/messaging";
import { apiFetch } from "./api-client";

// Starting a conversation is shared: the Contact Founder and Message buttons of the business and
// investor pages call it, and so does /messages?contact= for a contact not in the list yet.

/** POST /api/conversations: gets or creates the one conversation with this user. */
export function startConversation(participantId: string) {
  return apiFetch<TStartConversationResult>("/api/conversations", { body: { participantId } });
}

/** Where a started conversation opens. */
export function messagesHref(participantId: string) {
  return `/messages?contact=${encodeURIComponent(participantId)}`;
}
