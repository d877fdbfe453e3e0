import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

// Investments (spec part 2, sections 3, 4, 8; the Invest Now rules).
export const INVESTMENT_STATUSES = ["pending", "completed", "rejected"] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
export const INVESTMENT_STATUS_LABELS: Readonly<Record<InvestmentStatus, string>> = localized({
  pending: m.domain_investmentStatusPending,
  completed: m.domain_investmentStatusCompleted,
  rejected: m.domain_investmentStatusRejected,
});
/** A founder moves a pending investment to one of these; nothing else moves. */
export const INVESTMENT_DECISIONS = ["completed", "rejected"] as const;
export type InvestmentDecision = (typeof INVESTMENT_DECISIONS)[number];
export const DASHBOARD_RECENT_INVESTMENTS = 3;
export const INVESTMENTS_PAGE_SIZE = 20;

export const INVESTMENT_MESSAGES = localized({
  noInvestments: m.domain_investmentNoInvestments,
  signInPrompt: m.domain_investmentSignInPrompt,
  amountRequired: m.domain_investmentAmountRequired,
  amountWhole: m.domain_enterWholeDollars,
  amountPositive: m.domain_investmentAmountPositive,
  campaignRequired: m.domain_investmentCampaignRequired,
  campaignNotFound: m.domain_campaignNotFound,
  campaignNotActive: m.domain_investmentCampaignNotActive,
  campaignEnded: m.domain_investmentCampaignEnded,
  investmentNotFound: m.domain_investmentNotFound,
  alreadyPending: m.domain_investmentAlreadyPending,
  notPending: m.domain_investmentNotPending,
  createdTitle: m.domain_investmentCreatedTitle,
  createdText: m.domain_investmentCreatedText,
  errorCreating: m.domain_investmentErrorCreating,
  statusUpdated: m.domain_investmentUpdated,
  errorUpdating: m.domain_investmentErrorUpdating,
  notifyNewTitle: m.domain_investmentNotifyNewTitle,
  notifyStatusTitle: m.domain_investmentUpdated,
});
