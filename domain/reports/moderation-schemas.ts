import { z } from "zod";
import { ROLES } from "../constants/accounts";
import { zText } from "../schemas/fields";
import {
  MODERATION_MESSAGES as M,
  MODERATION_ACTIONS,
  MODERATION_NOTE_MAX,
  MODERATION_QUEUE_PAGE_SIZE,
} from "./report-constants";
import { ZReportReasonSchema, ZReportTargetTypeSchema } from "./report-schemas";

// The admins' moderation queue (/admin/reports): the open reports, and an action on one of them.

export const ZModerationQueueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(MODERATION_QUEUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const ZModerationActionKind = z.enum(MODERATION_ACTIONS, { error: () => M.actionRequired });

const ZModerationReportSchema = z.object({
  id: z.uuid(),
  targetType: ZReportTargetTypeSchema,
  targetId: zText(),
  /** Where the content lives in the app today (null for a message: only its parties may read it). */
  targetLink: zText().nullable(),
  reason: ZReportReasonSchema,
  details: zText().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The content as it was when reported: name or title, its text, and whose it is. */
  snapshot: z.object({ title: zText(), text: zText().nullable(), ownerName: zText() }),
  /** The user the content belongs to (the one a ban would hit). */
  reportedUser: z.object({ id: zText(), fullName: zText(), banned: z.boolean() }),
  reporter: z.object({ id: zText(), fullName: zText(), email: zText(), role: z.enum(ROLES).nullable() }),
  /** Open reports on the same target, this one included. */
  openOnTarget: z.number().int(),
  /** The actions this target allows (unpublish only for campaigns). */
  actions: z.array(ZModerationActionKind),
});
export type TModerationReport = z.infer<typeof ZModerationReportSchema>;

export const ZModerationQueuePageSchema = z.object({
  items: z.array(ZModerationReportSchema),
  total: z.number(),
  nextOffset: z.number().nullable(),
});
export type TModerationQueuePage = z.infer<typeof ZModerationQueuePageSchema>;

export const ZModerationActionSchema = z.object({
  action: ZModerationActionKind,
  note: zText({ error: () => M.noteRequired })
    .trim()
    .min(1, { error: () => M.noteRequired })
    .max(MODERATION_NOTE_MAX, { error: () => M.noteTooLong }),
});
export type TModerationAction = z.input<typeof ZModerationActionSchema>;

export const ZModerationResultSchema = z.object({
  /** How many open reports on the target the action closed. */
  closed: z.number().int(),
});
export type TModerationResult = z.infer<typeof ZModerationResultSchema>;
