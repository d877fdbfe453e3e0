import { localizedTexts } from "@domain/due-diligence/texts";
import { m } from "@i18n/messages";

// Screen-only texts of /due-diligence (the spec's texts shared with the server are in
// domain/due-diligence/constants.ts), read in the reader's language when read (decision 019):
// the words are in messages/{en,fr}.json.
export const DD_TEXTS = localizedTexts(
  {
    pageTitle: m.dueDiligence_pageTitle,
    pageDescriptionInvestor: m.dueDiligence_pageDescriptionInvestor,
    pageDescriptionFounder: m.dueDiligence_pageDescriptionFounder,
    emptyActive: m.dueDiligence_emptyActive,
    emptyCompleted: m.dueDiligence_emptyCompleted,
    emptyInvestor: m.dueDiligence_emptyInvestor,
    emptyFounder: m.dueDiligence_emptyFounder,
    findBusinesses: m.dueDiligence_findBusinesses,
    viewInvestors: m.dueDiligence_viewInvestors,
    selectPrompt: m.dueDiligence_selectPrompt,
    loading: m.dueDiligence_loading,
    stages: m.dueDiligence_stages,
    /** After a stage badge the track has passed, for screen readers. */
    stageDone: m.dueDiligence_stageDone,
    nextStep: m.dueDiligence_nextStep,
    lastCommunication: m.dueDiligence_lastCommunication,
    quickActions: m.dueDiligence_quickActions,
    moveToNextStep: m.dueDiligence_moveToNextStep,
    scheduleMeeting: m.dueDiligence_scheduleMeeting,
    decline: m.dueDiligence_decline,
    declineTitle: m.dueDiligence_declineTitle,
    declineDescription: m.dueDiligence_declineDescription,
    declineReason: m.dueDiligence_declineReason,
    declineNote: m.dueDiligence_declineNote,
    declineConfirm: m.dueDiligence_declineConfirm,
    approve: m.dueDiligence_approve,
    restart: m.dueDiligence_restart,
    cancel: m.dueDiligence_cancel,
    meetings: m.dueDiligence_meetings,
    noMeetings: m.dueDiligence_noMeetings,
    loadingMeetings: m.dueDiligence_loadingMeetings,
    approveMeeting: m.dueDiligence_approveMeeting,
    declineMeeting: m.dueDiligence_declineMeeting,
    completeMeeting: m.dueDiligence_completeMeeting,
    cancelMeeting: m.dueDiligence_cancelMeeting,
    addToCalendar: m.dueDiligence_addToCalendar,
    removeFromCalendar: m.dueDiligence_removeFromCalendar,
    joinMeeting: m.dueDiligence_joinMeeting,
    waitingApproval: m.dueDiligence_waitingApproval,
    meetingTitle: m.dueDiligence_meetingTitle,
    meetingDate: m.dueDiligence_meetingDate,
    meetingTime: m.dueDiligence_meetingTime,
    meetingLink: m.dueDiligence_meetingLink,
    meetingDuration: m.dueDiligence_meetingDuration,
    meetingAgenda: m.dueDiligence_meetingAgenda,
    meetingSubmit: m.dueDiligence_meetingSubmit,
    notFound: m.dueDiligence_notFound,
    dashboardHeading: m.dueDiligence_dashboardHeading,
    dashboardEmptyFounder: m.dueDiligence_emptyFounder,
    dashboardEmptyInvestor: m.dueDiligence_dashboardEmptyInvestor,
    viewProcess: m.dueDiligence_viewProcess,
    expressInterest: m.dueDiligence_expressInterest,
    /** The campaign page's shorter label (spec part 2: "Investors can Express Interest or Invest Now"). */
    expressInterestShort: m.dueDiligence_expressInterestShort,
    /** Why Express Interest is disabled (CLARIFICATIONS: interest needs an active campaign). */
    needsActiveCampaign: m.dueDiligence_needsActiveCampaign,
  },
  {
    // The spec's tab names stand alone ("Active Processes"), the count beside them.
    activeTab: (n: number) => m.dueDiligence_tabWithCount({ label: m.dueDiligence_activeProcesses(), count: n }),
    completedTab: (n: number) => m.dueDiligence_tabWithCount({ label: m.dueDiligence_completedProcesses(), count: n }),
    updatedOn: (date: string) => m.dueDiligence_updatedOn({ date }),
    progressLabel: (name: string) => m.dueDiligence_progressLabel({ name }),
    contact: (role: "investor" | "founder") =>
      role === "investor" ? m.dueDiligence_messageFounder() : m.dueDiligence_messageInvestor(),
    /** "Declined by Amina Founder: Too early". */
    declinedBy: (who: string, reason: string) => m.dueDiligence_declinedBy({ who, reason }),
    declinedByYou: (reason: string) => m.dueDiligence_declinedByYou({ reason }),
    proposedBy: (name: string) => m.dueDiligence_proposedBy({ name }),
    /** The Schedule Meeting form's default title (spec part 2, section 5). */
    meetingTitleFor: (counterpartName: string) => m.dueDiligence_meetingTitleFor({ name: counterpartName }),
    meetingTimeHint: (timeZone: string) => m.dueDiligence_meetingTimeHint({ timeZone }),
    viewAll: (count: number) => m.dueDiligence_viewAll({ count }),
  },
);
