// Telling "the database cannot be reached right now" from every other failure, so the API can
// answer 503 (retry shortly) instead of 500 (our fault) while PostgreSQL restarts, or after an
// administrator ended the app's connections. The pool replaces dead connections by itself, so
// these answers stop as soon as the database is back.

/** Socket-level failures on the way to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), 57P01-57P03 (admin shutdown, i.e. pg_terminate_backend; crash shutdown; starting
 * up or shutting down), 53300 (too many connections).
 */
function unavailableState(code: string, message: string): boolean {
  if (code.startsWith("08")) return true;
  if (code === "57P01" || code === "57P02" || code === "57P03" || code === "53300") return true;
  // 55000 is broad; only its "not currently accepting connections" (ALLOW_CONNECTIONS false) counts.
  return code === "55000" && /not currently accepting connections/i.test(message);
}

/** node-postgres reports a lost or unreachable server in plain messages, without a code. */
// Anchored: Drizzle's own message quotes the query's parameters, which may be anyone's text.
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/** True when this error, or one it wraps (Drizzle's DrizzleQueryError has `cause`), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { message } = current;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || unavailableState(code, message))) return true;
    if (PG_CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // A host name with several addresses fails as one AggregateError of each attempt.
    const inner = current instanceof AggregateError ? current.errors[0] : undefined;
    current = inner ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
