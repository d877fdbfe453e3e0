// Screen-only texts of the admin area (shared ones are in domain/constants/admin.ts).

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
} as const;
