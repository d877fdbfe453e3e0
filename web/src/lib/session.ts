import type { Viewer } from "@domain/permissions";
import type { TMe } from "@domain/schemas/accounts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { SESSION_QUERY_KEY } from "./query-client";

/** The signed-in user and profile, or null when signed out (asked without a 401, so the console stays clean). */
export async function getMe(): Promise<TMe | null> {
  const { viewer } = await apiFetch<{ viewer: TMe | null }>("/api/session");
  return viewer;
}

export const meQueryKey = SESSION_QUERY_KEY;
// Checked again when the tab regains focus, so a session ended elsewhere is noticed.
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** The viewer as the route guard sees it. A failed session check counts as signed out. */
export function useViewer(): Viewer & { me: TMe | null } {
  const { data, isPending, isError } = useMe();
  if (isPending) return { status: "loading", me: null };
  if (isError || !data) return { status: "signed-out", me: null };
  return { status: "signed-in", role: data.profile?.role ?? null, me: data };
}
