import { createHash } from "node:crypto";

// What makes two requests "the same" for an idempotency key: the route and the parts of the
// request the handler reads (path parameters and validated body; an upload's fields, size and
// bytes' SHA-256), as JSON with sorted keys so property order never matters.

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export function fingerprintOf(route: string, request: unknown): string {
  return createHash("sha256")
    .update(`${route}\n${JSON.stringify(canonical(request) ?? null)}`)
    .digest("hex");
}
