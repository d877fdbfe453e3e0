import { ROUTE_ACCESS, type RoutePath } from "@domain/permissions";
import { TitlePage } from "@web/components/title-page";
import { NotFoundPage } from "@web/features/shell/pages/not-found-page";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { GuardedLayout } from "./guarded-layout";
import { RootLayout } from "./root-layout";
import type { RouteHandle } from "./route-handle";

/** A page either renders in place or is fetched on first visit, so each screen's code loads only when needed. */
type Page = { title: string; load?: () => Promise<ComponentType> };

const lazyPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  () =>
    load().then((m) => m[name] as ComponentType);

/** Pages with their own full-screen layout; they sit outside the guarded shell. */
const STANDALONE = {
  "/": {
    title: "Africa's Deal Network",
    load: lazyPage(() => import("@web/features/landing/pages/landing-page"), "LandingPage"),
  },
  "/login": { title: "Sign In", load: lazyPage(() => import("@web/features/accounts/pages/login-page"), "LoginPage") },
  "/register": {
    title: "Register",
    load: lazyPage(() => import("@web/features/accounts/pages/register-page"), "RegisterPage"),
  },
  "/registration-success": {
    title: "Registration Successful",
    load: lazyPage(() => import("@web/features/accounts/pages/registration-success-page"), "RegistrationSuccessPage"),
  },
  "/forgot-password": {
    title: "Forgot Password",
    load: lazyPage(() => import("@web/features/accounts/pages/forgot-password-page"), "ForgotPasswordPage"),
  },
  "/reset-password": {
    title: "Reset Password",
    load: lazyPage(() => import("@web/features/accounts/pages/reset-password-page"), "ResetPasswordPage"),
  },
  "/access-denied": {
    title: "Access Denied",
    load: lazyPage(() => import("@web/features/accounts/pages/access-denied-page"), "AccessDeniedPage"),
  },
} satisfies Partial<Record<RoutePath, Page>>;

/**
 * Every other route of the spec, framed by the guarded layout. Areas not built yet show their
 * title; each area's issue swaps in its real page here.
 */
const FRAMED: Record<Exclude<RoutePath, keyof typeof STANDALONE>, Page> = {
  "/businesses": {
    title: "Explore Deals",
    load: lazyPage(() => import("@web/features/businesses/pages/businesses-page"), "BusinessesPage"),
  },
  "/businesses/:id": {
    title: "Business Profile",
    load: lazyPage(() => import("@web/app/pages/business-profile-route"), "BusinessProfileRoute"),
  },
  "/businesses/:businessId/campaign/:campaignId": {
    title: "Campaign",
    load: lazyPage(() => import("@web/app/pages/campaign-detail-route"), "CampaignDetailRoute"),
  },
  "/businesses/:businessId/campaign": {
    title: "Campaign",
    load: lazyPage(() => import("@web/app/pages/campaign-detail-route"), "CampaignDetailRoute"),
  },
  "/deals": { title: "Deals", load: lazyPage(() => import("@web/features/deals/pages/deals-page"), "DealsPage") },
  "/investors": {
    title: "Investors",
    load: lazyPage(() => import("@web/features/investors/pages/investors-page"), "InvestorsPage"),
  },
  "/investors/:id": {
    title: "Investor Profile",
    load: lazyPage(() => import("@web/app/pages/investor-public-route"), "InvestorPublicRoute"),
  },
  "/messages": {
    title: "Messages",
    load: lazyPage(() => import("@web/app/pages/messages-route"), "MessagesRoute"),
  },
  "/matchmaking": {
    title: "AI-Powered Deal Matchmaking",
    load: lazyPage(() => import("@web/features/matching/pages/matchmaking-page"), "MatchmakingPage"),
  },
  "/due-diligence": {
    title: "Due Diligence",
    load: lazyPage(() => import("@web/features/due-diligence/pages/due-diligence-page"), "DueDiligencePage"),
  },
  "/due-diligence/:id": {
    title: "Due Diligence",
    load: lazyPage(() => import("@web/features/due-diligence/pages/due-diligence-page"), "DueDiligencePage"),
  },
  "/settings": {
    title: "Algorithm Settings",
    load: lazyPage(() => import("@web/features/matching/pages/settings-page"), "SettingsPage"),
  },
  "/resources": {
    title: "Resources",
    load: lazyPage(() => import("@web/features/help/pages/resources-page"), "ResourcesPage"),
  },
  "/help": { title: "Help", load: lazyPage(() => import("@web/features/help/pages/help-page"), "HelpPage") },
  "/account/security": {
    title: "Sign-in Security",
    load: lazyPage(() => import("@web/features/accounts/pages/security-page"), "SecurityPage"),
  },
  "/support": {
    title: "Support",
    load: lazyPage(() => import("@web/features/help/pages/support-page"), "SupportPage"),
  },
  "/investor/dashboard": {
    title: "Investor Dashboard",
    load: lazyPage(() => import("@web/app/pages/investor-dashboard-route"), "InvestorDashboardRoute"),
  },
  "/investor/profile": {
    title: "Investor Profile",
    load: lazyPage(() => import("@web/app/pages/investor-profile-route"), "InvestorProfileRoute"),
  },
  "/investor/preferences": {
    title: "Investment Preferences",
    load: lazyPage(() => import("@web/features/investors/pages/investor-preferences-page"), "InvestorPreferencesPage"),
  },
  "/investor/investments": {
    title: "My Investments",
    load: lazyPage(() => import("@web/features/investments/pages/my-investments-page"), "MyInvestmentsPage"),
  },
  "/founder/dashboard": {
    title: "Founder Dashboard",
    load: lazyPage(() => import("@web/app/pages/founder-dashboard-route"), "FounderDashboardRoute"),
  },
  "/founder/business": {
    title: "My Business",
    load: lazyPage(() => import("@web/app/pages/founder-business-route"), "FounderBusinessRoute"),
  },
  "/founder/campaigns": {
    title: "My Campaigns",
    load: lazyPage(() => import("@web/features/campaigns/pages/founder-campaigns-page"), "FounderCampaignsPage"),
  },
  "/founder/campaigns/new": {
    title: "Create Campaign",
    load: lazyPage(() => import("@web/features/campaigns/pages/founder-new-campaign-page"), "FounderNewCampaignPage"),
  },
  "/founder/campaigns/:id": {
    title: "Edit Campaign",
    load: lazyPage(() => import("@web/app/pages/founder-edit-campaign-route"), "FounderEditCampaignRoute"),
  },
  "/founder/profile": {
    title: "Founder Profile",
    load: lazyPage(() => import("@web/features/founders/pages/founder-profile-page"), "FounderProfilePage"),
  },
  "/founder/documents": {
    title: "Document Library",
    load: lazyPage(() => import("@web/features/due-diligence/pages/document-library-page"), "DocumentLibraryPage"),
  },
  "/admin/dashboard": {
    title: "Admin Dashboard",
    load: lazyPage(() => import("@web/features/admin/pages/admin-dashboard-page"), "AdminDashboardPage"),
  },
  "/admin/sample-data": {
    title: "Sample Data",
    load: lazyPage(() => import("@web/features/sample-data/pages/sample-data-page"), "SampleDataPage"),
  },
  "/admin/users": {
    title: "Users",
    load: lazyPage(() => import("@web/features/admin/pages/admin-users-page"), "AdminUsersPage"),
  },
  "/admin/campaigns": {
    title: "Campaigns",
    load: lazyPage(() => import("@web/features/admin/pages/admin-campaigns-page"), "AdminCampaignsPage"),
  },
  "/admin/reports": {
    title: "Reports",
    load: lazyPage(() => import("@web/features/admin/pages/admin-reports-page"), "AdminReportsPage"),
  },
  "/admin/profile": {
    title: "Admin Profile",
    load: lazyPage(() => import("@web/features/admin/pages/admin-profile-page"), "AdminProfilePage"),
  },
  "/admin/verifications": {
    title: "Verifications",
    load: lazyPage(() => import("@web/features/admin/pages/admin-verifications-page"), "AdminVerificationsPage"),
  },
};

function routeOf(path: RoutePath, page: Page): RouteObject {
  const handle: RouteHandle = { access: ROUTE_ACCESS[path], title: page.title };
  const { load } = page;
  if (load) return { path, handle, lazy: async () => ({ Component: await load() }) };
  return { path, handle, element: <TitlePage title={page.title} /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...(Object.entries(STANDALONE) as Array<[RoutePath, Page]>).map(([path, page]) => routeOf(path, page)),
      {
        element: <GuardedLayout />,
        children: (Object.entries(FRAMED) as Array<[RoutePath, Page]>).map(([path, page]) => routeOf(path, page)),
      },
      { path: "*", element: <NotFoundPage />, handle: { access: "public", title: "Page not found" } },
    ],
  },
];
