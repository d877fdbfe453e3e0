import type { Role } from "@domain/constants/accounts";
import type { ModerationAction, ReportTargetType } from "@domain/reports/report-constants";

// Screen-only texts of the admin area (shared ones are in domain/constants/admin.ts). Every
// user-visible word of the admin screens is here, so a translation is a matter of moving strings.

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export const ADMIN_TEXTS = {
  dashboardTitle: "Admin Dashboard",
  dashboardDescription: "Keep the network healthy.",
  loadingFigures: "Loading the figures",
  figuresError: "Could not load the dashboard figures.",
  usersTitle: "Users",
  usersDescription: "Everyone on Kuza: ban and unban accounts, approve investors' KYC.",
  usersSearchLabel: "Search users",
  usersSearchPlaceholder: "Search by name or email...",
  usersEmpty: "No users found.",
  usersError: "Could not load the users.",
  campaignsTitle: "Campaigns",
  campaignsDescription: "Every campaign by status. Approve or reject those waiting in Pending Review.",
  campaignsEmpty: "No campaigns with this status.",
  campaignsError: "Could not load the campaigns.",
  profileTitle: "Admin Profile",
  profileDescription: "Your name and phone as the team sees them.",
  profileError: "Error loading profile",
  emailReadOnly: "Your email cannot be changed",
  signUpsChartTitle: "Sign-ups per day, last 30 days",
  /** The title of an error toast (its description is the server's message). */
  error: "Error",
  saving: "Saving…",
  cancel: "Cancel",
  pages: "Pages",
  previous: "Previous",
  next: "Next",
  reasonLabel: "Reason",
  reasonLine: (reason: string) => `Reason: ${reason}`,
} as const;

/** /admin/dashboard: the tool links, the stat cards and the campaigns table. */
export const DASHBOARD_TEXTS = {
  toolsLabel: "Admin tools",
  tools: { users: "Users", campaigns: "Campaigns", sampleData: "Sample Data" },
  totalUsers: "Total Users",
  usersByRole: (founders: number, investors: number, admins: number) =>
    `${plural(founders, "founder")} · ${plural(investors, "investor")} · ${plural(admins, "admin")}`,
  signUpsThisWeek: "Sign-ups This Week",
  last7Days: "Last 7 days",
  businesses: "Businesses",
  investments: "Investments",
  investmentsDetail: (completed: number, amount: string) => `${completed} completed · ${amount}`,
  activeCampaigns: "Active Campaigns",
  pendingReview: "Pending Review",
  reviewCampaigns: "Review campaigns",
  activeDueDiligence: "Active Due Diligence",
  processesInProgress: "Processes in progress",
  campaignsByStatus: "Campaigns by status",
  chartSummary: (total: number, days: number, busiest: number) =>
    `${total} sign-ups in ${days} days; at most ${busiest} in one day.`,
  mostInADay: (busiest: number) => `Most in a day: ${busiest}`,
  dayColumn: "Day",
  signUpsColumn: "Sign-ups",
} as const;

/** /admin/users: the filters, each account's row and its dialogs. */
export const USER_TEXTS = {
  roleFilter: "Role",
  allRoles: "All roles",
  roleFilters: { investor: "Investors", founder: "Founders", admin: "Admins" } satisfies Record<Role, string>,
  roles: { investor: "Investor", founder: "Founder", admin: "Admin" } satisfies Record<Role, string>,
  loading: "Loading users",
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  banned: "Banned",
  activeStatus: "Active",
  bannedStatus: (reason: string) => `Banned: ${reason}`,
  signUpLine: (signedUp: string, lastSignIn: string) => `Signed up ${signedUp} · Last sign-in ${lastSignIn}`,
  never: "never",
  viewProfile: "View Profile",
  approveKyc: "Approve KYC",
  unban: "Unban",
  ban: "Ban",
  banTitle: (name: string) => `Ban ${name}?`,
  banDescription:
    "All of their sessions end at once, and they cannot sign in until unbanned. They are told the reason when they try.",
  banConfirm: "Ban User",
  fields: {
    email: "Email",
    role: "Role",
    phone: "Phone",
    signedUp: "Signed up",
    lastSignIn: "Last sign-in",
    verification: "Verification",
    status: "Status",
  },
  neverTime: "Never",
  noValue: "—",
  openInvestorProfile: "Open public investor profile",
} as const;

/** /admin/campaigns: each campaign's row and the reject dialog. */
export const CAMPAIGN_TEXTS = {
  loading: "Loading campaigns",
  byFounder: (name: string) => `by ${name}`,
  dates: (goal: string, created: string, updated: string) => `Goal ${goal} · Created ${created} · Updated ${updated}`,
  approve: "Approve",
  reject: "Reject",
  rejectTitle: (title: string) => `Reject ${title}?`,
  rejectDescription:
    "The founder is notified with your reason. They may edit the campaign and submit it for review again.",
  rejectConfirm: "Reject Campaign",
} as const;

/** /admin/reports: the moderation queue, each report's card and the action dialogs. */
export const MODERATION_TEXTS = {
  title: "Reports",
  description: "Open reports, newest first. Acting on one closes every open report on the same content.",
  loading: "Loading reports",
  empty: "No open reports.",
  error: "Could not load the reports.",
  listLabel: "Open reports",
  targetTypes: {
    business: "Business",
    campaign: "Campaign",
    investor: "Investor profile",
    message: "Message",
  } satisfies Record<ReportTargetType, string>,
  reportedAt: (when: string) => `Reported ${when}`,
  openOnTarget: (n: number) => `${plural(n, "open report")} on this`,
  asReported: "As reported",
  by: (name: string) => `by ${name}`,
  banned: "Banned",
  noText: "No text.",
  openCurrent: "Open the current page",
  reporterLine: (name: string, email: string) => `Reported by ${name} (${email})`,
  details: "Reporter's words",
  noteLabel: "Note",
  actions: { dismiss: "Dismiss", unpublish: "Unpublish Campaign", ban: "Ban User" } satisfies Record<
    ModerationAction,
    string
  >,
  actionTitles: {
    dismiss: (title: string) => `Dismiss the reports on ${title}?`,
    unpublish: (title: string) => `Unpublish ${title}?`,
    ban: (name: string) => `Ban ${name}?`,
  },
  actionDescriptions: {
    dismiss:
      "Nothing changes for the content. Your note is kept with the reports; each reporter is told it was reviewed.",
    unpublish:
      "The campaign goes to Rejected and leaves every list. The founder is told your note as the reason and may resubmit it for review. Each reporter is told action was taken.",
    ban: "All of their sessions end at once and they cannot sign in; they are told your note as the reason when they try. Each reporter is told action was taken.",
  },
  done: {
    dismiss: "Reports dismissed",
    unpublish: "Campaign unpublished",
    ban: "User banned",
  } satisfies Record<ModerationAction, string>,
  closed: (n: number) => `${plural(n, "report")} closed. The reporters have been told.`,
} as const;

/** /admin/profile: the form's fields. */
export const PROFILE_TEXTS = {
  loading: "Loading your profile",
  email: "Email",
  fullName: "Full name",
  phone: "Phone",
  save: "Save Changes",
} as const;

/** /admin/verifications: the queue of businesses' registrations and investors' identities. */
export const VERIFICATION_QUEUE_TEXTS = {
  title: "Verifications",
  description:
    "Businesses' registrations and investors' identities waiting for review, newest first. Open the document, then approve or reject with a reason.",
  loading: "Loading verification requests",
  error: "Could not load the verification requests.",
  empty: "No verification requests are waiting.",
  listLabel: "Pending verification requests",
  subjects: { business: "Business", investor: "Investor" },
  sentBy: (name: string, email: string, date: string) => `Sent by ${name} (${email}) on ${date}`,
  country: "Country",
  legalName: "Legal name",
  kind: "Invests",
  firm: "Firm",
  firmWebsite: "Website",
  firmRegistrationNumber: "Firm registration",
  document: "Document",
  openDocument: (name: string) => `Open ${name}`,
  approve: "Approve",
  reject: "Reject",
  rejectTitle: (name: string) => `Reject the verification of ${name}?`,
  rejectDescription: "The requester is notified with your reason and sees it on their screen. They may send again.",
  rejectConfirm: "Reject Request",
} as const;
