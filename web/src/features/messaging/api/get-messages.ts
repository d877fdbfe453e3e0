import { MESSAGES_PAGE_SIZE } from "@domain/constants/messaging";
import { POLL_INTERVALS_MS } from "@domain/constants/realtime";
import type { TMessageList } from "@domain/schemas/messaging";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { pollWhileDown, useLiveStream } from "@web/lib/live-stream-status";
import { messagingKeys } from "./keys";

/** GET /api/conversations/{id}/messages: the latest page, oldest first; `before` pages further back. */
function getMessages(conversationId: string, before: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(MESSAGES_PAGE_SIZE) });
  if (before) params.set("before", before);
  return apiFetch<TMessageList>(`/api/conversations/${encodeURIComponent(conversationId)}/messages?${params}`, {
    signal,
  });
}

function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // Older pages continue from the oldest message of the last page loaded.
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
    staleTime: 0,
  });
}

export function useMessages(conversationId: string) {
  const live = useLiveStream();
  return useInfiniteQuery({
    ...messagesQueryOptions(conversationId),
    refetchInterval: pollWhileDown(live, POLL_INTERVALS_MS.messages),
  });
}
