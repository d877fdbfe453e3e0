import { POLL_INTERVALS_MS } from "@domain/constants/realtime";
import type { TConversationList } from "@domain/schemas/messaging";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { pollWhileDown, useLiveStream } from "@web/lib/live-stream-status";
import { messagingKeys } from "./keys";

/**
 * GET /api/conversations: a page of mine, newest last message first, after `cursor` (a page's
 * nextCursor); `search` matches the participant's name.
 */
function getConversations(search: string, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (search) query.set("search", search);
  if (cursor) query.set("cursor", cursor);
  return apiFetch<TConversationList>(`/api/conversations${query.size ? `?${query}` : ""}`, { signal });
}

function conversationsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.conversationList(search),
    queryFn: ({ pageParam, signal }) => getConversations(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The live stream keeps the list current; a fresh visit still asks the server once.
    staleTime: 0,
  });
}

/** The inbox (or a name search in it), a page at a time: inboxConversations reads the pages fetched. */
export function useConversations(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const live = useLiveStream();
  return useInfiniteQuery({
    ...conversationsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: pollWhileDown(live, POLL_INTERVALS_MS.conversations),
  });
}
