import type { TMessageEvent, TReadEvent } from "@domain/schemas/realtime";
import type { QueryClient } from "@tanstack/react-query";
import { messagingKeys } from "@web/features/messaging/api/keys";
import {
  addMessageToThread,
  bumpConversation,
  clearUnread,
  type InboxData,
  markThreadRead,
  type ThreadData,
} from "./cache";

// What the live stream's messaging events do to this tab's caches.

let openConversationId: string | null = null;

/** The thread on screen: a message arriving there is read at once, so it never counts as unread. */
export function setOpenConversation(id: string | null) {
  openConversationId = id;
}

export function applyMessageEvent(queryClient: QueryClient, event: TMessageEvent, viewerId: string) {
  const { conversationId, message } = event;
  if (message) {
    queryClient.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (d) => addMessageToThread(d, message));
  } else {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(conversationId) });
  }
  let missing = !message;
  queryClient.setQueriesData<InboxData>({ queryKey: messagingKeys.conversations }, (d) => {
    const result = bumpConversation(d, {
      conversationId,
      message,
      viewerId,
      open: openConversationId === conversationId,
    });
    if (d && !result.found) missing = true;
    return result.data;
  });
  // A new conversation (or a message whose content did not travel): the list asks the server.
  if (missing) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
}

export function applyReadEvent(queryClient: QueryClient, event: TReadEvent, viewerId: string) {
  queryClient.setQueryData<ThreadData>(messagingKeys.thread(event.conversationId), (d) =>
    markThreadRead(d, { readerId: event.readerId, readAt: event.readAt }),
  );
  // The viewer read it in another tab: this tab's list agrees.
  if (event.readerId === viewerId) {
    queryClient.setQueriesData<InboxData>({ queryKey: messagingKeys.conversations }, (d) =>
      clearUnread(d, event.conversationId),
    );
  }
}

/** After the stream was down (no replay): whatever is shown asks the server again. */
export function refreshMessaging(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
  void queryClient.invalidateQueries({ queryKey: messagingKeys.threads });
}
