// Prepared statements for hot queries, made once per database handle and name. drizzle then
// builds the SQL once instead of on every request, and on PostgreSQL each pooled connection
// parses and plans a named statement once (PostgreSQL may keep a generic plan after five runs).
// A statement whose SQL varies (optional filters) is prepared once per shape, under a name of its
// own: the same name must always stand for the same SQL text. PostgreSQL caps names at 63 bytes.
import { type Placeholder, sql } from "drizzle-orm";
import type { Page } from "./paging";

const byDatabase = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T>(db: object, name: string, prepare: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    statements.set(name, statement);
  }
  return statement;
}

/**
 * A statement built once (as preparedOnce) but sent as PostgreSQL's unnamed statement, so it is
 * planned for the values of every run. For statements whose best plan depends on the values: a
 * prepared count over the catalogue settled on the generic plan after five runs (a parallel scan
 * of every business, 136-177 ms at 100,000 businesses against 20-55 ms for a plan made for the
 * actual sector and stage).
 */
export function builtOnce<T>(db: object, key: string, build: (name: string) => T): T {
  // pg sends a query whose name is empty as the unnamed statement, parsed and planned each time.
  return preparedOnce(db, key, () => build(""));
}

/**
 * Which of a statement's optional conditions are present, as a number (bit i: the i-th key, in
 * the object's own order): the shape in a preparedOnce name, one per SQL text.
 */
export function shapeOf(conditions: Record<string, unknown>): number {
  return Object.values(conditions).reduce<number>((n, v, i) => (v === undefined ? n : n | (1 << i)), 0);
}

/** A prepared statement's placeholder values: those given, without the undefined ones. */
export function definedValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** How many first pages of a list get a prepared statement of their own (pagedOnce). */
const PREPARED_PAGES = 10;

/** LIMIT and OFFSET as SQL text; drizzle's limit() and offset() take them as they take a placeholder. */
export type LiteralPage = { limit: Placeholder; offset: Placeholder };

/** A page's LIMIT and OFFSET as SQL text, once they are known to be whole numbers. */
export function literalPageOf(page: Page): LiteralPage {
  if (!Number.isSafeInteger(page.limit) || !Number.isSafeInteger(page.offset) || page.limit < 1 || page.offset < 0) {
    throw new Error(`not a page: limit ${page.limit}, offset ${page.offset}`);
  }
  // Safe as SQL text: whole numbers, checked above. drizzle embeds an SQL chunk given to limit()
  // or offset() as it is; its types only name placeholders.
  return {
    limit: sql.raw(String(page.limit)) as unknown as Placeholder,
    offset: sql.raw(String(page.offset)) as unknown as Placeholder,
  };
}

/**
 * A list statement with its page's LIMIT and OFFSET written into the SQL, prepared once per page
 * of the first PREPARED_PAGES (under `name` and the page). PostgreSQL plans a placeholder LIMIT
 * as if a tenth of the rows were wanted, so the generic plan always looked costlier than a custom
 * one and a prepared page was planned afresh at every run (decision 037); with the numbers in its
 * text it keeps the generic plan after five runs. A page further down is rarer: its statement is
 * built for the one request and sent unnamed (planned for its values), not kept on every
 * connection.
 */
export function pagedOnce<T>(db: object, name: string, page: Page, build: (name: string, page: LiteralPage) => T): T {
  const literal = literalPageOf(page);
  const suffix = preparedPageSuffix(page);
  if (suffix === null) return build("", literal);
  return preparedOnce(db, `${name}_${suffix}`, (statementName) => build(statementName, literal));
}

/** The part of a prepared page statement's name that names its page; null past the first PREPARED_PAGES. */
export function preparedPageSuffix(page: Page): string | null {
  const firstPages = page.offset % page.limit === 0 && page.offset / page.limit < PREPARED_PAGES;
  return firstPages ? `${page.limit}_${page.offset}` : null;
}
