import { z } from "zod";
import { SECURITY_EVENTS_PAGE_SIZE } from "../constants/admin";
import { emptyToUndefined, zText } from "../schemas/fields";
import { SECURITY_EVENT_KINDS } from "./security-event-kinds";

// The admin's security log (GET /api/admin/security-events): its filters and its answer.

/** Date filters are whole UTC days, within years the database and the date input both hold. */
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 2999;

const day = z.preprocess(
  emptyToUndefined,
  z.iso
    .date()
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    })
    .optional(),
);
const searchText = z.preprocess(emptyToUndefined, zText().trim().max(100).optional());

/**
 * Newest first. `userId` keeps one account's events (the link from /admin/users); `q` finds the
 * accounts whose name or e-mail contains it (and attempts that named such an e-mail); `from` and
 * `to` are UTC days, both included; `before` is the last event of the previous page.
 */
export const ZSecurityEventListQuerySchema = z.object({
  userId: searchText,
  q: searchText,
  kind: z.preprocess(emptyToUndefined, z.enum(SECURITY_EVENT_KINDS).optional()),
  from: day,
  to: day,
  before: z.preprocess(emptyToUndefined, z.uuid().optional()),
  limit: z.coerce.number().int().min(1).max(50).default(SECURITY_EVENTS_PAGE_SIZE),
});
export type TSecurityEventListQuery = z.infer<typeof ZSecurityEventListQuerySchema>;

const ZEventPerson = z.object({ id: zText(), fullName: zText(), email: zText() });

const ZSecurityEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  /** Whom it concerns; null when the attempt named no known account (or the account is gone). */
  user: ZEventPerson.nullable(),
  /** Who acted when not the user themself (the admin who banned). */
  actor: ZEventPerson.nullable(),
  ip: zText().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEventSchema>;

export const ZSecurityEventPageSchema = z.object({
  items: z.array(ZSecurityEventSchema),
  /** The `before` of the next page, or null on the last one. */
  nextBefore: z.uuid().nullable(),
});
export type TSecurityEventPage = z.infer<typeof ZSecurityEventPageSchema>;
