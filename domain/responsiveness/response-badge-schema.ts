import { z } from "zod";

// The response badge as the API answers it on cards and profiles (decision 029): only figures that
// reached the minimum number of cases, as aggregates; never a case, a sender or a date.

const ZReplyWithinSchema = z.discriminatedUnion("unit", [
  z.object({ unit: z.literal("hours") }),
  z.object({ unit: z.literal("day") }),
  z.object({ unit: z.literal("days"), days: z.number().int().min(2).max(7) }),
  z.object({ unit: z.literal("week_plus") }),
]);

export const ZResponseBadgeSchema = z.object({
  /** First messages received: how many were decided, the share answered (a multiple of 5), how fast. */
  firstMessages: z
    .object({
      cases: z.number().int(),
      percent: z.number().int().min(0).max(100),
      replyWithin: ZReplyWithinSchema.nullable(),
    })
    .nullable(),
  /** Interest received (founders): how many were decided and the share answered. */
  interest: z.object({ cases: z.number().int(), percent: z.number().int().min(0).max(100) }).nullable(),
});
export type TResponseBadge = z.infer<typeof ZResponseBadgeSchema>;
