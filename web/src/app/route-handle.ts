import type { Access } from "@domain/permissions";

/** What each route tells the guard and the document title (a message: read in the reader's language). */
export type RouteHandle = { access: Access; title: () => string };
