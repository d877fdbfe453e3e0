import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import type { Message } from "./texts";

// Due diligence workflow and meetings (spec part 2, sections 2-9; CLARIFICATIONS "Due diligence"); the stages are in stages.ts.
// Texts read in the reader's language when read (decision 019; domain/messages holds them).
export const MEETING_STATUSES = ["pending_approval", "scheduled", "completed", "cancelled"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_LABELS: Readonly<Record<MeetingStatus, string>> = localized({
  pending_approval: m.domain_ddMeetingPendingApproval,
  scheduled: m.domain_ddMeetingScheduledStatus,
  completed: m.domain_ddMeetingCompletedStatus,
  cancelled: m.domain_ddMeetingCancelledStatus,
});

/**
 * Why a process was declined. "no_response" is the investor's only, once their interest went
 * unanswered for 14 days (domain/responsiveness/rules.ts noResponseDue; decision 029).
 */
export const DECLINE_REASONS = ["not_a_fit_now", "too_early", "terms", "team", "other", "no_response"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** Each reason's label message (the English one is also what the process records, communication.ts). */
export const DECLINE_REASON_MESSAGES: Record<DeclineReason, Message> = {
  not_a_fit_now: m.domain_ddDeclineNotAFitNow,
  too_early: m.domain_ddDeclineTooEarly,
  terms: m.domain_ddDeclineTerms,
  team: m.domain_ddDeclineTeam,
  other: m.domain_ddDeclineOther,
  no_response: m.domain_ddDeclineNoResponse,
};
export const DECLINE_REASON_LABELS: Readonly<Record<DeclineReason, string>> = localized(DECLINE_REASON_MESSAGES);
export const DECLINE_NOTE_MAX = 500;

export const MEETING_DURATION = { min: 15, max: 240, step: 15, default: 60 } as const;
export const MEETING_TITLE_MAX = 200;
export const MEETING_AGENDA_MAX = 2000;
export const MEETING_LINK_MAX = 2000;

export const DUE_DILIGENCE_MESSAGES = localized({
  initiated: m.domain_ddCommInitiated,
  initialNextStep: m.domain_ddNextStepInitialContact,
  restarted: m.domain_ddCommRestarted,
  interestTitle: m.domain_ddInterestTitle,
  interestText: m.domain_ddInterestText,
  errorTitle: m.domain_ddErrorTitle,
  startFailed: m.domain_ddStartFailed,
  errorStarting: m.domain_ddErrorStarting,
  missingInfo: m.domain_ddMissingInfo,
  errorLoading: m.domain_ddErrorLoading,
  movedToNextStep: m.domain_ddMovedToNextStep,
  moveFailed: m.domain_ddMoveFailed,
  restartFailed: m.domain_ddRestartFailed,
  completeCurrentStep: m.domain_ddCompleteCurrentStep,
  meetingScheduled: m.domain_ddMeetingScheduled,
  meetingScheduledText: m.domain_ddMeetingScheduledText,
  meetingApproved: m.domain_ddMeetingApproved,
  meetingCompleted: m.domain_ddMeetingCompleted,
  meetingDeclined: m.domain_ddMeetingDeclined,
  processNotFound: m.domain_ddProcessNotFound,
  meetingNotFound: m.domain_ddMeetingNotFound,
  notAnInvestor: m.domain_ddNotAnInvestor,
  notActive: m.domain_ddNotActive,
  cannotAdvance: m.domain_ddCannotAdvance,
  advanceMeetingNeeded: m.domain_ddAdvanceMeetingNeeded,
  advanceDocumentsNeeded: m.domain_ddAdvanceDocumentsNeeded,
  notDeclined: m.domain_ddNotDeclined,
  notClosing: m.domain_ddNotClosing,
  investorOnly: m.domain_ddInvestorOnly,
  meetingNotPending: m.domain_ddMeetingNotPending,
  meetingOwnApproval: m.domain_ddMeetingOwnApproval,
  meetingNotScheduled: m.domain_ddMeetingNotScheduled,
  meetingNotStarted: m.domain_ddMeetingNotStarted,
  meetingClosed: m.domain_ddMeetingClosed,
  meetingTitleRequired: m.domain_ddMeetingTitleRequired,
  meetingActionUnknown: m.domain_ddMeetingActionUnknown,
  declineReasonRequired: m.domain_ddDeclineReasonRequired,
  noResponseNotDue: m.domain_ddNoResponseNotDue,
  dateInPast: m.domain_ddDateInPast,
  dateRequired: m.domain_ddDateRequired,
  timeRequired: m.domain_ddTimeRequired,
  linkRequired: m.domain_ddLinkRequired,
  linkInvalid: m.domain_ddLinkInvalid,
  durationRange: m.domain_ddDurationRange,
  timeZoneInvalid: m.domain_ddTimeZoneInvalid,
  approvedTitle: m.domain_ddApprovedTitle,
  declinedTitle: m.domain_ddDeclinedTitle,
  declinedComm: m.domain_ddDeclinedTitle,
  approvedComm: m.domain_ddCommApproved,
  stale: m.domain_ddStale,
  businessNotFound: m.domain_ddBusinessNotFound,
  notifyInterestTitle: m.domain_ddNotifyInterestTitle,
  notifyUpdateTitle: m.domain_ddNotifyUpdateTitle,
  notifyMeetingTitle: m.domain_ddNotifyMeetingTitle,
  /**
   * The neutral notice a party sees while the other party's account is banned (their process
   * is frozen, their conversations refuse messages), and the server's refusal of any action
   * there (ACCOUNT_SUSPENDED). Messaging shows the same words.
   */
  accountSuspended: m.domain_ddAccountSuspended,
});
