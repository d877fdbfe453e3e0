import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { startConversation } from "@web/lib/start-conversation";
import { messagingKeys } from "./keys";

/**
 * /messages?contact={userId} for someone not in the list (yet): gets or creates the conversation
 * with them. Asked once per contact; a new conversation joins the list.
 */
export function useContactConversation(contactId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...queryOptions({
      queryKey: messagingKeys.contact(contactId ?? ""),
      queryFn: async () => {
        const result = await startConversation(contactId ?? "");
        if (result.created) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
        return result.conversation;
      },
      staleTime: Number.POSITIVE_INFINITY,
    }),
    enabled: enabled && Boolean(contactId),
  });
}
