// Small helpers for values going into, and errors coming out of, PostgreSQL (pg and PGlite alike).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid column compared with anything else makes PostgreSQL throw; callers answer 404 instead. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

type DriverError = { code: string; constraint?: string };

/** Drizzle wraps the driver's error in `cause`; both drivers put the SQLSTATE in `code`. */
function driverErrorOf(error: unknown): DriverError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when the error is a unique violation (23505) of the named index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = driverErrorOf(error);
  return found?.code === "23505" && found.constraint === constraint;
}

/**
 * True when the error is a foreign-key violation of the named constraint: 23503 when a row points
 * at nothing, 23001 when deleting a row that an ON DELETE RESTRICT key still points at.
 */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const found = driverErrorOf(error);
  return (found?.code === "23503" || found?.code === "23001") && found.constraint === constraint;
}

const MAX_SEARCH_TERMS = 8;

/**
 * Free text as a word-prefix tsquery for the 'simple' configuration: "Agri fin" becomes
 * "agri:* & fin:*". Only letters and digits survive, so no input can break the query syntax.
 * Null when nothing searchable is left (the caller then leaves the filter out).
 */
export function prefixTsQuery(search: string | undefined): string | null {
  const terms = (search ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_TERMS);
  return terms.length > 0 ? terms.map((term) => `${term}:*`).join(" & ") : null;
}
