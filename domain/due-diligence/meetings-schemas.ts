import { z } from "zod";
import { optionalText, zText } from "../schemas/fields";
import {
  DUE_DILIGENCE_MESSAGES as M,
  MEETING_AGENDA_MAX,
  MEETING_DURATION,
  MEETING_LINK_MAX,
  MEETING_STATUSES,
  MEETING_TITLE_MAX,
} from "./constants";
import { isValidTimeZone, todayIn } from "./meetings";
import { ZPartySchema } from "./process-schemas";

// Due-diligence meetings: the API contract (spec part 2, section 7; CLARIFICATIONS: meetings are
// kept on the server). Times are ISO 8601 strings.

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Schedule Meeting: date and time in the scheduler's zone; not before today there. */
export const ZMeetingCreateSchema = z
  .object({
    title: zText()
      .trim()
      .min(1, { error: () => M.meetingTitleRequired })
      .max(MEETING_TITLE_MAX),
    date: zText({ error: () => M.dateRequired }).regex(datePattern, { error: () => M.dateRequired }),
    time: zText({ error: () => M.timeRequired }).regex(timePattern, { error: () => M.timeRequired }),
    timeZone: zText()
      .min(1)
      .max(64)
      .refine((tz) => isValidTimeZone(tz), { error: () => M.timeZoneInvalid }),
    meetingLink: zText({ error: () => M.linkRequired })
      .trim()
      .min(1, { error: () => M.linkRequired })
      .max(MEETING_LINK_MAX)
      .regex(/^https?:\/\/[^\s/]+\S*$/, { error: () => M.linkInvalid }),
    durationMinutes: z.coerce
      .number({ error: () => M.durationRange })
      .int({ error: () => M.durationRange })
      .min(MEETING_DURATION.min, { error: () => M.durationRange })
      .max(MEETING_DURATION.max, { error: () => M.durationRange })
      .refine((n) => n % MEETING_DURATION.step === 0, { error: () => M.durationRange }),
    agenda: optionalText(MEETING_AGENDA_MAX),
  })
  .superRefine((v, ctx) => {
    if (!datePattern.test(v.date) || !isValidTimeZone(v.timeZone)) return;
    if (v.date < todayIn(v.timeZone)) ctx.addIssue({ code: "custom", path: ["date"], message: M.dateInPast });
  });
export type TMeetingCreate = z.input<typeof ZMeetingCreateSchema>;

export const ZMeetingActionSchema = z.object({
  action: z.enum(["approve", "decline", "complete", "cancel"], { error: () => M.meetingActionUnknown }),
});
export type TMeetingAction = z.infer<typeof ZMeetingActionSchema>;

const ZMeetingSchema = z.object({
  id: z.uuid(),
  processId: z.uuid(),
  title: zText(),
  startsAt: z.iso.datetime({ offset: true }),
  timeZone: zText(),
  durationMinutes: z.number().int(),
  meetingLink: zText(),
  agenda: zText().nullable(),
  status: z.enum(MEETING_STATUSES),
  scheduledBy: ZPartySchema,
  scheduledByName: zText(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TMeeting = z.infer<typeof ZMeetingSchema>;

export const ZMeetingListSchema = z.object({ meetings: z.array(ZMeetingSchema) });
export type TMeetingList = z.infer<typeof ZMeetingListSchema>;
export const ZMeetingAnswerSchema = z.object({ meeting: ZMeetingSchema });
