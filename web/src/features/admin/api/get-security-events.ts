import { SECURITY_EVENTS_PAGE_SIZE } from "@domain/constants/admin";
import type { SecurityEventKind } from "@domain/security-events/security-event-kinds";
import type { TSecurityEventPage } from "@domain/security-events/security-event-schemas";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** The security log's filters as the URL holds them; empty means not filtered. */
export type SecurityEventFilters = {
  userId: string;
  q: string;
  kind: SecurityEventKind | "";
  from: string;
  to: string;
};

/** Everything cached of the security log: a ban or unban refreshes it. */
export const securityEventsKey = ["admin", "security-events"] as const;

const securityEventsQueryOptions = (filters: SecurityEventFilters) =>
  infiniteQueryOptions({
    queryKey: [...securityEventsKey, filters],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(SECURITY_EVENTS_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      if (pageParam) params.set("before", pageParam);
      return apiFetch<TSecurityEventPage>(`/api/admin/security-events?${params}`, { signal });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useSecurityEvents(filters: SecurityEventFilters) {
  return useInfiniteQuery(securityEventsQueryOptions(filters));
}
