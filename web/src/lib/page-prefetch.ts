import type { Role } from "@domain/constants/accounts";
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";

/**
 * What a page module may export as `prefetch`: it starts the queries the page shows first, with
 * the same options (keys) as the page's hooks, as soon as the page's code is in
 * (app/page-data.ts), instead of after the page's first render. `role` is the signed-in viewer's
 * (null without one), for what the page shows one role only.
 */
export type PagePrefetch = (queryClient: QueryClient, params: Params, url: URL, role: Role | null) => void;
