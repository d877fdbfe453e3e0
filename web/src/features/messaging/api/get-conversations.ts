import { POLL_INTERVALS_MS } from "@domain/constants/realtime";
import type { TConversationList } from "@domain/schemas/messaging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { pollWhileDown, useLiveStream } from "@web/lib/live-stream-status";
import { messagingKeys } from "./keys";

/** GET /api/conversations: mine, newest last message first; `search` matches the participant's name. */
function getConversations(search: string, signal?: AbortSignal) {
  const query = search ? `?search=${encodeURIComponent(search)}` : "";
  return apiFetch<TConversationList>(`/api/conversations${query}`, { signal });
}

function conversationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: messagingKeys.conversationList(search),
    queryFn: ({ signal }) => getConversations(search, signal),
    // The live stream keeps the list current; a fresh visit still asks the server once.
    staleTime: 0,
  });
}

export function useConversations(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const live = useLiveStream();
  return useQuery({
    ...conversationsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: pollWhileDown(live, POLL_INTERVALS_MS.conversations),
  });
}
