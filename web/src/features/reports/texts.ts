import { localized } from "@domain/i18n/localized";
import type { ReportTargetType } from "@domain/reports/report-constants";
import { m } from "@i18n/messages";

// Screen-only texts of reporting (the reasons and the server's messages are in
// domain/reports/report-constants.ts), read in the reader's language when used.

export const REPORT_TEXTS = localized({
  report: m.reports_report,
  description: m.reports_description,
  reasonLegend: m.reports_reasonLegend,
  detailsLabel: m.reports_detailsLabel,
  detailsHint: m.reports_detailsHint,
  submit: m.reports_submit,
  sending: m.reports_sending,
  cancel: m.reports_cancel,
});

/** The report button's accessible name, and the dialog's title. */
export const REPORT_THIS: Record<ReportTargetType, string> = localized({
  business: m.reports_reportBusiness,
  campaign: m.reports_reportCampaign,
  investor: m.reports_reportInvestor,
  message: m.reports_reportMessage,
});
