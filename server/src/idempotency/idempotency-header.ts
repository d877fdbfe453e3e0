import { IDEMPOTENCY_KEY_MAX_LENGTH } from "@domain/idempotency/idempotency-key";
import { z } from "zod";

/**
 * The optional header of creating routes, for their OpenAPI description. keyed-write.ts checks it
 * (readIdempotencyKey), so an ill-formed key answers the same 400 on JSON and upload routes alike.
 */
export const ZIdempotencyKeyHeader = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .meta({
      description: `One per user action, 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters (a UUID). A retry with the same key and request answers the first answer and writes nothing; the same key with another request answers 422 IDEMPOTENCY_KEY_REUSED. Kept 24 hours.`,
    }),
});
