import type { PgTable } from "drizzle-orm/pg-core";
import type { Entry } from "./access-table";
import { ACCOUNT_ROUTES } from "./access-table-accounts";
import { CATALOGUE_ROUTES } from "./access-table-catalogue";
import { DUE_DILIGENCE_ROUTES } from "./access-table-due-diligence";
import { NDA_ROUTES } from "./access-table-nda";
import { REPORT_ROUTES } from "./access-table-reports";
import { SOCIAL_ROUTES } from "./access-table-social";
import { VERIFICATION_ROUTES } from "./access-table-verification";
import type { TestApp, World } from "./access-world";

// The whole table, in the order the matrix runs it (accounts last: they end with the sample-data
// routes, which add many rows), and what the Hono app itself says its routes are.

export const ROUTE_TABLE: readonly Entry[] = [
  ...CATALOGUE_ROUTES,
  ...SOCIAL_ROUTES,
  ...DUE_DILIGENCE_ROUTES,
  ...NDA_ROUTES,
  ...REPORT_ROUTES,
  ...VERIFICATION_ROUTES,
  ...ACCOUNT_ROUTES,
];

/**
 * Paths registered for every method: middleware (`app.use`), better-auth's mount, and the
 * catch-alls (unknown /api and /files paths answer 404, anything else is the web app).
 * better-auth's own routes are its library's and are proved by server/src/auth's tests.
 */
export const ALL_METHOD_PATHS: readonly string[] = [
  "/*",
  "/api/*",
  "/api/auth/*",
  "/files/*",
  // The refusal page of a document link opened in a browser tab (document-refusal-page.ts).
  "/api/due-diligence/documents/:id/file",
  "/api/due-diligence/library/:id/file",
];

/** "METHOD /path" for every route the app answers, from Hono's own list. */
export function appRoutes(app: TestApp["app"]): { routes: string[]; allMethodPaths: string[] } {
  const routes = new Set<string>();
  const allMethodPaths = new Set<string>();
  for (const r of app.routes) {
    if (r.method === "ALL") allMethodPaths.add(r.path);
    else routes.add(`${r.method} ${r.path}`);
  }
  return { routes: [...routes].sort(), allMethodPaths: [...allMethodPaths].sort() };
}

/** A table's rows, in a stable order, to compare before and after a refused call. */
export async function snapshot(w: World, tables: readonly PgTable[]): Promise<string[][]> {
  const out: string[][] = [];
  for (const table of tables) {
    const rows = await w.db.select().from(table as never);
    out.push(rows.map((row) => JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? String(v) : v))).sort());
  }
  return out;
}
