import type { Viewer } from "@domain/permissions";
import type { TMe } from "@domain/schemas/accounts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, readApiResponse } from "./api-client";
import { SESSION_QUERY_KEY } from "./query-client";

type SessionAnswer = { viewer: TMe | null };

/**
 * The session request web/public/preload-route.js started from the page's <head>, so its round
 * trip overlaps the download of the app's code; taken once (a later check asks afresh). A failed
 * early request is asked again rather than shown as signed out.
 */
function takeEarlySession(): Promise<Response> | undefined {
  const holder = window as { kuzaSession?: Promise<Response> };
  const early = holder.kuzaSession;
  holder.kuzaSession = undefined;
  return early;
}

/** The signed-in user and profile, or null when signed out (asked without a 401, so the console stays clean). */
export async function getMe(): Promise<TMe | null> {
  const early = takeEarlySession();
  if (early) {
    const response = await early.catch(() => null);
    if (response) return (await readApiResponse<SessionAnswer>(response)).viewer;
  }
  const { viewer } = await apiFetch<SessionAnswer>("/api/session");
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
