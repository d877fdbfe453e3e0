import type { ReportTargetType } from "@domain/reports/report-constants";

// Screen-only texts of reporting (the reasons and the server's messages are in
// domain/reports/report-constants.ts).

export const REPORT_TEXTS = {
  report: "Report",
  /** The button's accessible name, and the dialog's title. */
  reportThis: {
    business: "Report this business",
    campaign: "Report this campaign",
    investor: "Report this investor profile",
    message: "Report this message",
  } satisfies Record<ReportTargetType, string>,
  description: "Tell the Kuza team what is wrong. We review every report; the person you report is not told.",
  reasonLegend: "Reason",
  detailsLabel: "Details (optional)",
  detailsHint: "What happened? Leave out passwords and bank details.",
  submit: "Send Report",
  sending: "Sending…",
  cancel: "Cancel",
} as const;
