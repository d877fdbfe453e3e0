import type { TSendMessageResult } from "@domain/schemas/messaging";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addMessageToThread, bumpConversation, type InboxData, type ThreadData } from "@web/features/messaging/cache";
import { ApiError, apiFetch } from "@web/lib/api-client";
import { useKeyedAction } from "@web/lib/idempotency";
import { messagingKeys } from "./keys";

/** POST /api/conversations/{id}/messages; the server sets the sender and trims the content. */
function sendMessage(conversationId: string, content: string, idempotencyKey: string) {
  return apiFetch<TSendMessageResult>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    body: { content },
    idempotencyKey,
  });
}

/**
 * Sends, then shows the message at once in the thread and the list (the stream's echo is ignored
 * as a duplicate). Refused because the other participant was just suspended: the conversations
 * are read again, so the thread shows the notice instead of the composer.
 */
export function useSendMessage(conversationId: string, viewerId: string) {
  const queryClient = useQueryClient();
  // Keyed by conversation too: the same words to another person are another action.
  const send = useKeyedAction(
    (content: string, key) => sendMessage(conversationId, content, key),
    (content) => ({ conversationId, content }),
  );
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message }) => {
      queryClient.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (d) => addMessageToThread(d, message));
      queryClient.setQueriesData<InboxData>(
        { queryKey: messagingKeys.conversations },
        (d) => bumpConversation(d, { conversationId, message, viewerId, open: true }).data,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "ACCOUNT_SUSPENDED") {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      }
    },
  });
}
