import { z } from "zod";
import {
  DECLINE_NOTE_MAX,
  DECLINE_REASONS,
  DUE_DILIGENCE_STATUSES,
  DUE_DILIGENCE_MESSAGES as M,
  MEETING_AGENDA_MAX,
  MEETING_DURATION,
  MEETING_LINK_MAX,
  MEETING_STATUSES,
  MEETING_TITLE_MAX,
} from "../constants/due-diligence";
import { isValidTimeZone, todayIn } from "../due-diligence-meetings";
import { optionalText, zText } from "./fields";

// Due diligence: the API contract (spec part 2, sections 3-8) shared by the routes and the web.
// Times are ISO 8601 strings.

const ZStatus = z.enum(DUE_DILIGENCE_STATUSES);
const ZParty = z.enum(["investor", "founder"]);

/** POST /api/due-diligence: Express Interest & Start Due Diligence (investors). */
export const ZExpressInterestSchema = z.object({
  businessId: zText({ error: M.missingInfo }).trim().min(1, { error: M.missingInfo }),
  campaignId: zText().trim().nullish(),
});
export type TExpressInterest = z.input<typeof ZExpressInterestSchema>;

/** Move to Next Step: the stage the client saw, so a double click moves one stage only. */
export const ZAdvanceSchema = z.object({ from: ZStatus.optional() });
export type TAdvance = z.infer<typeof ZAdvanceSchema>;

export const ZDeclineSchema = z.object({
  reason: z.enum(DECLINE_REASONS, { error: "Choose a reason" }),
  note: optionalText(DECLINE_NOTE_MAX),
});
export type TDeclineInput = z.input<typeof ZDeclineSchema>;

export const ZProcessSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  businessName: zText(),
  investorId: zText(),
  investorName: zText(),
  campaignId: z.uuid().nullable(),
  campaignTitle: zText().nullable(),
  status: ZStatus,
  progress: z.number().int(),
  lastCommunication: zText(),
  lastCommunicationDate: z.iso.datetime({ offset: true }),
  nextStep: zText().nullable(),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  declineNote: zText().nullable(),
  declinedBy: ZParty.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The viewer's side and the other side's display name. */
  viewerRole: ZParty,
  counterpartName: zText(),
  /** The other party's user id (Contact opens /messages?contact={id}). */
  counterpartId: zText(),
  /** What the advance conditions look at. */
  facts: z.object({
    documentsTotal: z.number().int(),
    documentsViewed: z.number().int(),
    meetingsCompleted: z.number().int(),
  }),
});
export type TProcess = z.infer<typeof ZProcessSchema>;

export const ZProcessListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ZProcessListSchema = z.object({
  items: z.array(ZProcessSchema),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
  counts: z.object({ active: z.number().int(), completed: z.number().int() }),
});
export type TProcessList = z.infer<typeof ZProcessListSchema>;

export const ZProcessAnswerSchema = z.object({ process: ZProcessSchema });
export const ZInterestAnswerSchema = z.object({ process: ZProcessSchema, created: z.boolean() });
export type TInterestAnswer = z.infer<typeof ZInterestAnswerSchema>;

/** The investor's process for a business, if any (the business page's button). */
export const ZProcessLookupSchema = z.object({
  process: z.object({ id: z.uuid(), status: ZStatus }).nullable(),
});
export type TProcessLookup = z.infer<typeof ZProcessLookupSchema>;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Schedule Meeting: date and time in the scheduler's zone; not before today there. */
export const ZMeetingCreateSchema = z
  .object({
    title: zText().trim().min(1, { error: "Title is required" }).max(MEETING_TITLE_MAX),
    date: zText({ error: M.dateRequired }).regex(datePattern, { error: M.dateRequired }),
    time: zText({ error: M.timeRequired }).regex(timePattern, { error: M.timeRequired }),
    timeZone: zText()
      .min(1)
      .max(64)
      .refine((tz) => isValidTimeZone(tz), { error: M.timeZoneInvalid }),
    meetingLink: zText({ error: M.linkRequired })
      .trim()
      .min(1, { error: M.linkRequired })
      .max(MEETING_LINK_MAX)
      .regex(/^https?:\/\/[^\s/]+\S*$/, { error: M.linkInvalid }),
    durationMinutes: z.coerce
      .number({ error: M.durationRange })
      .int({ error: M.durationRange })
      .min(MEETING_DURATION.min, { error: M.durationRange })
      .max(MEETING_DURATION.max, { error: M.durationRange })
      .refine((n) => n % MEETING_DURATION.step === 0, { error: M.durationRange }),
    agenda: optionalText(MEETING_AGENDA_MAX),
  })
  .superRefine((v, ctx) => {
    if (!datePattern.test(v.date) || !isValidTimeZone(v.timeZone)) return;
    if (v.date < todayIn(v.timeZone)) ctx.addIssue({ code: "custom", path: ["date"], message: M.dateInPast });
  });
export type TMeetingCreate = z.input<typeof ZMeetingCreateSchema>;

export const ZMeetingActionSchema = z.object({
  action: z.enum(["approve", "decline", "complete", "cancel"], { error: "Unknown meeting action" }),
});
export type TMeetingAction = z.infer<typeof ZMeetingActionSchema>;

export const ZMeetingSchema = z.object({
  id: z.uuid(),
  processId: z.uuid(),
  title: zText(),
  startsAt: z.iso.datetime({ offset: true }),
  timeZone: zText(),
  durationMinutes: z.number().int(),
  meetingLink: zText(),
  agenda: zText().nullable(),
  status: z.enum(MEETING_STATUSES),
  scheduledBy: ZParty,
  scheduledByName: zText(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TMeeting = z.infer<typeof ZMeetingSchema>;

export const ZMeetingListSchema = z.object({ meetings: z.array(ZMeetingSchema) });
export type TMeetingList = z.infer<typeof ZMeetingListSchema>;
export const ZMeetingAnswerSchema = z.object({ meeting: ZMeetingSchema });
