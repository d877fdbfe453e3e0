import { z } from "zod";
import { optionalText, zText } from "../schemas/fields";
import { DECLINE_NOTE_MAX, DECLINE_REASONS, DUE_DILIGENCE_MESSAGES as M } from "./constants";
import { DUE_DILIGENCE_STATUSES } from "./stages";

// Due diligence processes: the API contract (spec part 2, sections 3-6) shared by the routes and
// the web. Times are ISO 8601 strings.

const ZStatus = z.enum(DUE_DILIGENCE_STATUSES);
export const ZPartySchema = z.enum(["investor", "founder"]);

/** POST /api/due-diligence: Express Interest & Start Due Diligence (investors). */
export const ZExpressInterestSchema = z.object({
  businessId: zText({ error: () => M.missingInfo })
    .trim()
    .min(1, { error: () => M.missingInfo }),
  campaignId: zText().trim().nullish(),
});
export type TExpressInterest = z.input<typeof ZExpressInterestSchema>;

/** Move to Next Step: the stage the client saw, so a double click moves one stage only. */
export const ZAdvanceSchema = z.object({ from: ZStatus.optional() });
export type TAdvance = z.infer<typeof ZAdvanceSchema>;

export const ZDeclineSchema = z.object({
  reason: z.enum(DECLINE_REASONS, { error: () => M.declineReasonRequired }),
  note: optionalText(DECLINE_NOTE_MAX),
});
export type TDeclineInput = z.input<typeof ZDeclineSchema>;

const ZProcessSchema = z.object({
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
  declinedBy: ZPartySchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The viewer's side and the other side's display name. */
  viewerRole: ZPartySchema,
  counterpartName: zText(),
  /** The other party's user id (Contact opens /messages?contact={id}). */
  counterpartId: zText(),
  /** The other party's account is suspended (banned): the process is frozen, the notice shows. */
  counterpartSuspended: z.boolean(),
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
