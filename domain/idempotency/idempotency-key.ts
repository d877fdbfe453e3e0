// The Idempotency-Key of creating requests (decision 025): the web sends one per user action,
// the server keeps the first answer under it for a day. Shared so both sides agree on its shape.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A key longer than this is refused (400): a UUID is 36 characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** How long a key's first answer is kept; older keys are pruned and may be used again. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Printable ASCII (space to tilde), 1 to 200 characters, not only spaces. */
export function isWellFormedIdempotencyKey(key: string): boolean {
  return key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x20-\x7e]+$/.test(key) && key.trim() !== "";
}
