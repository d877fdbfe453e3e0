import type { Role } from "@domain/constants/accounts";
import { localized } from "@domain/i18n/localized";
import type { JobState } from "@domain/jobs/job-states";
import type { ModerationAction, ReportTargetType } from "@domain/reports/report-constants";
import type { SecurityEventKind } from "@domain/security-events/security-event-kinds";
import { m } from "@i18n/messages";

// Screen-only texts of the admin area (shared ones are in domain/constants/admin.ts), in the
// reader's language (messages/en.json and fr.json). Each table reads its texts when used, so it
// never freezes a language; texts with values are the messages themselves (m.admin_...).

export const ADMIN_TEXTS = localized({
  dashboardTitle: m.admin_dashboardTitle,
  dashboardDescription: m.admin_dashboardDescription,
  loadingFigures: m.admin_loadingFigures,
  figuresError: m.admin_figuresError,
  usersTitle: m.admin_usersTitle,
  usersDescription: m.admin_usersDescription,
  usersSearchLabel: m.admin_usersSearchLabel,
  usersSearchPlaceholder: m.admin_usersSearchPlaceholder,
  usersEmpty: m.admin_usersEmpty,
  usersError: m.admin_usersError,
  campaignsTitle: m.admin_campaignsTitle,
  campaignsDescription: m.admin_campaignsDescription,
  campaignsEmpty: m.admin_campaignsEmpty,
  campaignsError: m.admin_campaignsError,
  profileTitle: m.admin_profileTitle,
  profileDescription: m.admin_profileDescription,
  emailReadOnly: m.admin_emailReadOnly,
  signUpsChartTitle: m.admin_signUpsChartTitle,
  /** The title of an error toast (its description is the server's message). */
  error: m.admin_error,
  saving: m.admin_saving,
  cancel: m.admin_cancel,
  pages: m.admin_pages,
  previous: m.admin_previous,
  next: m.admin_next,
  reasonLabel: m.admin_reasonLabel,
});

/** /admin/dashboard: the tool links, the stat cards and the campaigns table. */
export const DASHBOARD_TEXTS = localized({
  toolsLabel: m.admin_toolsLabel,
  totalUsers: m.admin_totalUsers,
  signUpsThisWeek: m.admin_signUpsThisWeek,
  last7Days: m.admin_last7Days,
  businesses: m.admin_businesses,
  investments: m.admin_investments,
  activeCampaigns: m.admin_activeCampaigns,
  pendingReview: m.admin_pendingReview,
  reviewCampaigns: m.admin_reviewCampaigns,
  activeDueDiligence: m.admin_activeDueDiligence,
  processesInProgress: m.admin_processesInProgress,
  campaignsByStatus: m.admin_campaignsByStatus,
  dayColumn: m.admin_dayColumn,
  signUpsColumn: m.admin_signUpsColumn,
});
export const DASHBOARD_TOOLS = localized({
  users: m.admin_toolUsers,
  campaigns: m.admin_toolCampaigns,
  sampleData: m.admin_toolSampleData,
});

/** "2 founders · 5 investors · 1 admin". */
export const usersByRole = (founders: number, investors: number, admins: number) =>
  [
    m.admin_founderCount({ count: founders }),
    m.admin_investorCount({ count: investors }),
    m.admin_adminCount({ count: admins }),
  ].join(" · ");

/** /admin/users: the filters, each account's row and its dialogs. */
export const USER_TEXTS = localized({
  roleFilter: m.admin_roleFilter,
  allRoles: m.admin_allRoles,
  loading: m.admin_loadingUsers,
  banned: m.admin_banned,
  activeStatus: m.admin_activeStatus,
  never: m.admin_never,
  viewProfile: m.admin_viewProfile,
  approveKyc: m.admin_approveKyc,
  unban: m.admin_unban,
  ban: m.admin_ban,
  banDescription: m.admin_banDescription,
  banConfirm: m.admin_banConfirm,
  neverTime: m.admin_neverTime,
  openInvestorProfile: m.admin_openInvestorProfile,
});
export const ROLE_FILTERS: Record<Role, string> = localized({
  investor: m.admin_roleFilterInvestor,
  founder: m.admin_roleFilterFounder,
  admin: m.admin_roleFilterAdmin,
});
export const ROLE_LABELS: Record<Role, string> = localized({
  investor: m.admin_roleInvestor,
  founder: m.admin_roleFounder,
  admin: m.admin_roleAdmin,
});
/** The View Profile dialog's terms. */
export const USER_FIELDS = localized({
  email: m.admin_fieldEmail,
  role: m.admin_fieldRole,
  phone: m.admin_fieldPhone,
  signedUp: m.admin_fieldSignedUp,
  lastSignIn: m.admin_fieldLastSignIn,
  verification: m.admin_fieldVerification,
  status: m.admin_fieldStatus,
});

/** /admin/campaigns: each campaign's row and the reject dialog. */
export const CAMPAIGN_TEXTS = localized({
  loading: m.admin_loadingCampaigns,
  approve: m.admin_approve,
  reject: m.admin_reject,
  rejectDescription: m.admin_rejectCampaignDescription,
  rejectConfirm: m.admin_rejectCampaignConfirm,
});

/** /admin/reports: the moderation queue, each report's card and the action dialogs. */
export const MODERATION_TEXTS = localized({
  title: m.admin_reportsTitle,
  description: m.admin_reportsDescription,
  loading: m.admin_loadingReports,
  empty: m.admin_reportsEmpty,
  error: m.admin_reportsError,
  listLabel: m.admin_reportsListLabel,
  asReported: m.admin_asReported,
  banned: m.admin_banned,
  noText: m.admin_noText,
  openCurrent: m.admin_openCurrent,
  details: m.admin_reporterWords,
  noteLabel: m.admin_noteLabel,
});
export const TARGET_TYPES: Record<ReportTargetType, string> = localized({
  business: m.admin_targetBusiness,
  campaign: m.admin_targetCampaign,
  investor: m.admin_targetInvestor,
  message: m.admin_targetMessage,
});
export const MODERATION_ACTIONS: Record<ModerationAction, string> = localized({
  dismiss: m.admin_actionDismiss,
  unpublish: m.admin_actionUnpublish,
  ban: m.admin_actionBan,
});
/** The confirmation's title: the content's title, or the reported user's name for a ban. */
export const moderationActionTitle = (action: ModerationAction, name: string): string =>
  action === "dismiss"
    ? m.admin_dismissTitle({ title: name })
    : action === "unpublish"
      ? m.admin_unpublishTitle({ title: name })
      : m.admin_banTitle({ name });
export const MODERATION_DESCRIPTIONS: Record<ModerationAction, string> = localized({
  dismiss: m.admin_dismissDescription,
  unpublish: m.admin_unpublishDescription,
  ban: m.admin_banReportDescription,
});
export const MODERATION_DONE: Record<ModerationAction, string> = localized({
  dismiss: m.admin_reportsDismissed,
  unpublish: m.admin_campaignUnpublished,
  ban: m.admin_userBanned,
});

/** /admin/profile: the form's fields. */
export const PROFILE_TEXTS = localized({
  loading: m.admin_loadingProfile,
  email: m.admin_profileEmail,
  fullName: m.admin_fullName,
  phone: m.admin_profilePhone,
  save: m.admin_saveChanges,
});

/** /admin/verifications: the queue of businesses' registrations and investors' identities. */
export const VERIFICATION_QUEUE_TEXTS = localized({
  title: m.admin_verificationsTitle,
  description: m.admin_verificationsDescription,
  loading: m.admin_loadingVerifications,
  error: m.admin_verificationsError,
  empty: m.admin_verificationsEmpty,
  listLabel: m.admin_verificationsListLabel,
  country: m.admin_country,
  legalName: m.admin_legalName,
  kind: m.admin_invests,
  firm: m.admin_firm,
  firmWebsite: m.admin_firmWebsite,
  firmRegistrationNumber: m.admin_firmRegistration,
  document: m.admin_document,
  approve: m.admin_approve,
  reject: m.admin_reject,
  rejectDescription: m.admin_rejectVerificationDescription,
  rejectConfirm: m.admin_rejectVerificationConfirm,
});
export const VERIFICATION_SUBJECT_LABELS = localized({
  business: m.admin_subjectBusiness,
  investor: m.admin_subjectInvestor,
});

/** /admin/security: the security log's filters, columns and states. */
export const SECURITY_TEXTS = localized({
  title: m.admin_securityTitle,
  description: m.admin_securityDescription,
  searchLabel: m.admin_securitySearchLabel,
  searchPlaceholder: m.admin_securitySearchPlaceholder,
  kindFilter: m.admin_securityKindFilter,
  allKinds: m.admin_securityAllKinds,
  from: m.admin_securityFrom,
  to: m.admin_securityTo,
  loading: m.admin_securityLoading,
  error: m.admin_securityError,
  empty: m.admin_securityEmpty,
  moreError: m.admin_securityMoreError,
  forUnknown: m.admin_securityForUnknown,
  allUsers: m.admin_securityAllUsers,
  listLabel: m.admin_securityListLabel,
  time: m.admin_securityColumnTime,
  event: m.admin_securityColumnEvent,
  user: m.admin_securityColumnUser,
  by: m.admin_securityColumnBy,
  address: m.admin_securityColumnAddress,
  detail: m.admin_securityColumnDetail,
  noAccount: m.admin_securityNoAccount,
  link: m.admin_securityLink,
});
/** Every kind of the closed list (domain/security-events), so a new kind cannot go unlabelled. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = localized({
  sign_in_succeeded: m.admin_securityKindSignInSucceeded,
  sign_in_failed: m.admin_securityKindSignInFailed,
  account_sign_in_locked: m.admin_securityKindAccountSignInLocked,
  totp_replay_refused: m.admin_securityKindTotpReplayRefused,
  two_factor_enabled: m.admin_securityKindTwoFactorEnabled,
  two_factor_disabled: m.admin_securityKindTwoFactorDisabled,
  role_changed: m.admin_securityKindRoleChanged,
  user_banned: m.admin_securityKindUserBanned,
  user_unbanned: m.admin_securityKindUserUnbanned,
  nda_accepted: m.admin_securityKindNdaAccepted,
  document_link_refused: m.admin_securityKindDocumentLinkRefused,
  upload_refused_by_scanner: m.admin_securityKindUploadRefusedByScanner,
});

/** /admin/jobs: the job queue's counts, list and retry. */
export const JOBS_TEXTS = localized({
  title: m.admin_jobsTitle,
  description: m.admin_jobsDescription,
  loading: m.admin_jobsLoading,
  error: m.admin_jobsError,
  empty: m.admin_jobsEmpty,
  listLabel: m.admin_jobsListLabel,
  kind: m.admin_jobsColumnKind,
  state: m.admin_jobsColumnState,
  attempts: m.admin_jobsColumnAttempts,
  lastError: m.admin_jobsColumnLastError,
  runAt: m.admin_jobsColumnRunAt,
  noError: m.admin_jobsNoError,
  retry: m.admin_jobsRetry,
  retried: m.admin_jobsRetried,
});

/** Every state of the closed list (domain/jobs), so a new state cannot go unlabelled. */
export const JOB_STATE_LABELS: Record<JobState, string> = localized({
  pending: m.admin_jobsStatePending,
  running: m.admin_jobsStateRunning,
  done: m.admin_jobsStateDone,
  failed: m.admin_jobsStateFailed,
});
