import { z } from "zod";
import { zText } from "../schemas/fields";
import { REPORT_MESSAGES as M, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from "./report-constants";

// POST /api/reports: any signed-in user reports a business, a campaign, an investor profile or a
// message they received. Shared by the report dialog and the route.

const targetRequired = { error: () => M.targetRequired };
export const ZReportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, targetRequired);
export const ZReportReasonSchema = z.enum(REPORT_REASONS, { error: () => M.reasonRequired });

export const ZCreateReportSchema = z.object({
  targetType: ZReportTargetTypeSchema,
  /** A business, campaign or message id, or an investor's user id. */
  targetId: zText(targetRequired).trim().min(1, targetRequired).max(100),
  reason: ZReportReasonSchema,
  /** Optional words from the reporter; empty becomes null. */
  details: zText()
    .trim()
    .max(REPORT_DETAILS_MAX, { error: () => M.detailsTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TCreateReport = z.input<typeof ZCreateReportSchema>;

export const ZCreateReportResultSchema = z.object({ id: z.uuid() });
export type TCreateReportResult = z.infer<typeof ZCreateReportResultSchema>;
