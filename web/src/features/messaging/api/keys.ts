/** The messaging area's query keys: the live stream and the mutations update these caches. */
export const messagingKeys = {
  all: ["messaging"] as const,
  conversations: ["messaging", "conversations"] as const,
  conversationList: (search: string) => ["messaging", "conversations", search] as const,
  threads: ["messaging", "messages"] as const,
  thread: (conversationId: string) => ["messaging", "messages", conversationId] as const,
  contact: (userId: string) => ["messaging", "contact", userId] as const,
};
