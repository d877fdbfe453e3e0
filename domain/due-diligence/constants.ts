// Due diligence workflow and meetings (spec part 2, sections 2-9; CLARIFICATIONS "Due diligence"); the stages are in stages.ts.
export const MEETING_STATUSES = ["pending_approval", "scheduled", "completed", "cancelled"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  pending_approval: "Pending Approval",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const DECLINE_REASONS = ["not_a_fit_now", "too_early", "terms", "team", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  not_a_fit_now: "Not a fit now",
  too_early: "Too early",
  terms: "Terms",
  team: "Team",
  other: "Other",
};
export const DECLINE_NOTE_MAX = 500;

export const MEETING_DURATION = { min: 15, max: 240, step: 15, default: 60 } as const;
export const MEETING_TITLE_MAX = 200;
export const MEETING_AGENDA_MAX = 2000;
export const MEETING_LINK_MAX = 2000;

export const DUE_DILIGENCE_MESSAGES = {
  initiated: "Due diligence process initiated",
  initialNextStep: "Review pitch deck and request financial documents",
  restarted: "Due diligence restarted",
  interestTitle: "Interest Expressed",
  interestText: "Due diligence process has been initiated.",
  errorTitle: "Error",
  startFailed: "Failed to start due diligence process. Please try again.",
  errorStarting: "Error starting due diligence",
  missingInfo: "Missing required information",
  errorLoading: "Error loading due diligence processes",
  movedToNextStep: "Moved to next step",
  moveFailed: "Failed to move to next step",
  restartFailed: "Failed to restart due diligence process",
  completeCurrentStep: "Complete Current Step First",
  meetingScheduled: "Meeting scheduled",
  meetingScheduledText: "Waiting for the other party to approve.",
  meetingApproved: "Meeting approved",
  meetingCompleted: "Meeting completed",
  meetingDeclined: "Meeting declined",
  processNotFound: "Due diligence process not found",
  meetingNotFound: "Meeting not found",
  notAnInvestor: "Only investors can start due diligence",
  notActive: "This due diligence process is no longer active",
  cannotAdvance: "This process cannot move to a next step",
  advanceMeetingNeeded: "A meeting of this process must be completed first",
  advanceDocumentsNeeded: "At least one document must be shared and every document viewed first",
  notDeclined: "Only a declined process can be restarted",
  notClosing: "Only a process at Closing can be approved",
  investorOnly: "Only the investor can do this",
  meetingNotPending: "Only a meeting waiting for approval can be approved or declined",
  meetingOwnApproval: "The other party approves a meeting",
  meetingNotScheduled: "Only a scheduled meeting can be completed",
  meetingNotStarted: "A meeting can be marked completed only once its start time has passed",
  meetingClosed: "This meeting can no longer be cancelled",
  dateInPast: "Date cannot be before today",
  dateRequired: "Date is required",
  timeRequired: "Time is required",
  linkRequired: "Meeting link is required",
  linkInvalid: "Enter a valid link (https://...)",
  durationRange: "Duration must be 15 to 240 minutes in steps of 15",
  timeZoneInvalid: "Unknown time zone",
  approvedTitle: "Due diligence approved",
  declinedTitle: "Due diligence declined",
  declinedComm: "Due diligence declined",
  approvedComm: "Investor approved the deal",
  stale: "This process has changed; refresh to see its current stage",
  businessNotFound: "Business not found",
  notifyInterestTitle: "New due diligence interest",
  notifyUpdateTitle: "Due diligence updated",
  notifyMeetingTitle: "Meeting update",
  /**
   * The neutral notice a party sees while the other party's account is banned (their process
   * is frozen, their conversations refuse messages), and the server's refusal of any action
   * there (ACCOUNT_SUSPENDED). Messaging shows the same words.
   */
  accountSuspended: "This account is suspended",
} as const;
