// The creating routes that accept an Idempotency-Key (decision 026): a retried request with the
// same key answers the first result instead of creating again. Adding a creating route? Add it here.

const ID = "[^/]+";

const ROUTES: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ["POST", /^\/api\/conversations$/],
  ["POST", new RegExp(`^/api/conversations/${ID}/messages$`)],
  ["POST", /^\/api\/investor\/investments$/],
  ["POST", /^\/api\/founder\/campaigns$/],
  // Express interest: starts a due-diligence process.
  ["POST", /^\/api\/due-diligence$/],
  ["POST", new RegExp(`^/api/due-diligence/${ID}/documents$`)],
  ["POST", new RegExp(`^/api/due-diligence/documents/${ID}/from-library$`)],
  ["POST", new RegExp(`^/api/due-diligence/${ID}/meetings$`)],
  ["POST", /^\/api\/reports$/],
  ["POST", /^\/api\/uploads\/images$/],
  ["PUT", new RegExp(`^/api/uploads/due-diligence/documents/${ID}$`)],
  ["PUT", /^\/api\/uploads\/due-diligence\/library$/],
  ["PUT", /^\/api\/uploads\/verification\/(business|investor)$/],
];

export function isIdempotentRoute(method: string, path: string): boolean {
  return ROUTES.some(([m, pattern]) => m === method && pattern.test(path));
}

/** Uploads whose body is the file itself (up to 50 MB): spooled to disk rather than held in memory. */
export const isFileUploadPath = (path: string) => path.startsWith("/api/uploads/") && path !== "/api/uploads/images";
