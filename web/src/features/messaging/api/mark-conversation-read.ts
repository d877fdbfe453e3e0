import type { TMarkReadResult } from "@domain/schemas/messaging";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clearUnread, type InboxData, markThreadRead, type ThreadData } from "@web/features/messaging/cache";
import { apiFetch } from "@web/lib/api-client";
import { messagingKeys } from "./keys";

/** POST /api/conversations/{id}/read: marks the messages the viewer received in it read. */
function markConversationRead(conversationId: string) {
  return apiFetch<TMarkReadResult>(`/api/conversations/${encodeURIComponent(conversationId)}/read`, { body: {} });
}

type Vars = {
  conversationId: string;
  /** The newest received message the screen showed: later ones (arrived meanwhile) stay unread here. */
  upTo: string;
};

export function useMarkConversationRead(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId }: Vars) => markConversationRead(conversationId),
    onSuccess: (_result, { conversationId, upTo }) => {
      queryClient.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (d) =>
        markThreadRead(d, { readerId: viewerId, readAt: upTo }),
      );
      queryClient.setQueriesData<InboxData>({ queryKey: messagingKeys.conversations }, (d) =>
        clearUnread(d, conversationId),
      );
    },
  });
}
