import type { Access } from "@domain/permissions";

/** What each route tells the guard and the document title. */
export type RouteHandle = { access: Access; title: string };
