import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** The cached session (see features/auth/api/get-me.ts); null means signed out. */
export const SESSION_QUERY_KEY = ["me"] as const;

export function createQueryClient() {
  // A 401 from any call means the session ended elsewhere (sign-out on another device, expiry):
  // forget it, and the route guard sends the user to /login and back.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; network trouble might.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}
