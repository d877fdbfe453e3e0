import { z } from "zod";
import { EMAIL_FREQUENCIES, EMAIL_KINDS, type EmailKind, UNSUBSCRIBE_TARGETS } from "./email-kinds";

// The e-mail choices' schemas (decision 028), apart from the kinds and their labels so that the
// pages that only name kinds (the unsubscribe page) load no schema library.

const ZEmailFrequency = z.enum(EMAIL_FREQUENCIES);

/** Every kind with its choice: what GET answers and PUT takes (all kinds at once, nothing else). */
export const ZEmailPreferencesSchema = z.strictObject(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, ZEmailFrequency])) as Record<EmailKind, typeof ZEmailFrequency>,
);

/** The one-click unsubscribe's query: who, what, and the signature that proves the link is ours. */
export const ZUnsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(100),
  k: z.enum(UNSUBSCRIBE_TARGETS),
  t: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .describe("HMAC-SHA256 of user and kind, base64url"),
});

/** The kinds the unsubscribe turned off (none when the digest had none). */
export const ZUnsubscribeResultSchema = z.object({ turnedOff: z.array(z.enum(EMAIL_KINDS)) });
