import type { RoutePath } from "@domain/permissions";
import { m } from "@i18n/messages";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { RouteErrorPage } from "@web/features/shell/pages/route-error-page";
import type { RouteObject } from "react-router";
import { GuardedLayout } from "./guarded-layout";
import { lazyPage, type Page, pageRoute } from "./page-route";
import { RootLayout } from "./root-layout";

/** Pages with their own full-screen layout; they sit outside the guarded shell. */
const STANDALONE = {
  "/": {
    title: m.app_titleHome,
    load: lazyPage(() => import("@web/features/landing/pages/landing-page"), "LandingPage"),
  },
  "/login": {
    title: m.app_titleSignIn,
    load: lazyPage(() => import("@web/features/accounts/pages/login-page"), "LoginPage"),
  },
  "/register": {
    title: m.app_titleRegister,
    load: lazyPage(() => import("@web/features/accounts/pages/register-page"), "RegisterPage"),
  },
  "/registration-success": {
    title: m.app_titleRegistrationSuccessful,
    load: lazyPage(() => import("@web/features/accounts/pages/registration-success-page"), "RegistrationSuccessPage"),
  },
  "/forgot-password": {
    title: m.app_titleForgotPassword,
    load: lazyPage(() => import("@web/features/accounts/pages/forgot-password-page"), "ForgotPasswordPage"),
  },
  "/reset-password": {
    title: m.app_titleResetPassword,
    load: lazyPage(() => import("@web/features/accounts/pages/reset-password-page"), "ResetPasswordPage"),
  },
  "/unsubscribe": {
    title: m.app_titleUnsubscribe,
    load: lazyPage(() => import("@web/features/notifications/pages/unsubscribe-page"), "UnsubscribePage"),
  },
  "/access-denied": {
    title: m.app_titleAccessDenied,
    load: lazyPage(() => import("@web/features/accounts/pages/access-denied-page"), "AccessDeniedPage"),
  },
} satisfies Partial<Record<RoutePath, Page>>;

/**
 * Every other route of the spec, framed by the guarded layout. Areas not built yet show their
 * title; each area's issue swaps in its real page here.
 */
const FRAMED: Record<Exclude<RoutePath, keyof typeof STANDALONE>, Page> = {
  "/businesses": {
    title: m.app_titleExploreDeals,
    load: lazyPage(() => import("@web/features/businesses/pages/businesses-page"), "BusinessesPage"),
  },
  "/businesses/:id": {
    title: m.app_titleBusinessProfile,
    load: lazyPage(() => import("@web/app/pages/business-profile-route"), "BusinessProfileRoute"),
  },
  "/businesses/:businessId/campaign/:campaignId": {
    title: m.app_titleCampaign,
    load: lazyPage(() => import("@web/app/pages/campaign-detail-route"), "CampaignDetailRoute"),
  },
  "/businesses/:businessId/campaign": {
    title: m.app_titleCampaign,
    load: lazyPage(() => import("@web/app/pages/campaign-detail-route"), "CampaignDetailRoute"),
  },
  "/deals": {
    title: m.app_navDeals,
    load: lazyPage(() => import("@web/features/deals/pages/deals-page"), "DealsPage"),
  },
  "/investors": {
    title: m.app_navInvestors,
    load: lazyPage(() => import("@web/features/investors/pages/investors-page"), "InvestorsPage"),
  },
  "/investors/:id": {
    title: m.app_titleInvestorProfile,
    load: lazyPage(() => import("@web/app/pages/investor-public-route"), "InvestorPublicRoute"),
  },
  "/messages": {
    title: m.app_navMessages,
    load: lazyPage(() => import("@web/app/pages/messages-route"), "MessagesRoute"),
  },
  "/matchmaking": {
    title: m.app_titleMatchmaking,
    load: lazyPage(() => import("@web/features/matching/pages/matchmaking-page"), "MatchmakingPage"),
  },
  "/due-diligence": {
    title: m.app_navDueDiligence,
    load: lazyPage(() => import("@web/features/due-diligence/pages/due-diligence-page"), "DueDiligencePage"),
  },
  "/due-diligence/:id": {
    title: m.app_navDueDiligence,
    load: lazyPage(() => import("@web/features/due-diligence/pages/due-diligence-page"), "DueDiligencePage"),
  },
  "/settings": {
    title: m.app_titleAlgorithmSettings,
    load: lazyPage(() => import("@web/features/matching/pages/settings-page"), "SettingsPage"),
  },
  "/resources": {
    title: m.app_navResources,
    load: lazyPage(() => import("@web/features/help/pages/resources-page"), "ResourcesPage"),
  },
  "/help": {
    title: m.app_titleHelp,
    load: lazyPage(() => import("@web/features/help/pages/help-page"), "HelpPage"),
  },
  "/account/security": {
    title: m.app_titleSignInSecurity,
    load: lazyPage(() => import("@web/features/accounts/pages/security-page"), "SecurityPage"),
  },
  "/support": {
    title: m.app_titleSupport,
    load: lazyPage(() => import("@web/features/help/pages/support-page"), "SupportPage"),
  },
  "/investor/dashboard": {
    title: m.app_titleInvestorDashboard,
    load: lazyPage(() => import("@web/app/pages/investor-dashboard-route"), "InvestorDashboardRoute"),
  },
  "/investor/profile": {
    title: m.app_titleInvestorProfile,
    load: lazyPage(() => import("@web/app/pages/investor-profile-route"), "InvestorProfileRoute"),
  },
  "/investor/preferences": {
    title: m.app_navInvestmentPreferences,
    load: lazyPage(() => import("@web/features/investors/pages/investor-preferences-page"), "InvestorPreferencesPage"),
  },
  "/investor/investments": {
    title: m.app_navMyInvestments,
    load: lazyPage(() => import("@web/features/investments/pages/my-investments-page"), "MyInvestmentsPage"),
  },
  "/founder/dashboard": {
    title: m.app_titleFounderDashboard,
    load: lazyPage(() => import("@web/app/pages/founder-dashboard-route"), "FounderDashboardRoute"),
  },
  "/founder/business": {
    title: m.app_navMyBusiness,
    load: lazyPage(() => import("@web/app/pages/founder-business-route"), "FounderBusinessRoute"),
  },
  "/founder/campaigns": {
    title: m.app_titleMyCampaigns,
    load: lazyPage(() => import("@web/features/campaigns/pages/founder-campaigns-page"), "FounderCampaignsPage"),
  },
  "/founder/campaigns/new": {
    title: m.app_titleCreateCampaign,
    load: lazyPage(() => import("@web/features/campaigns/pages/founder-new-campaign-page"), "FounderNewCampaignPage"),
  },
  "/founder/campaigns/:id": {
    title: m.app_titleEditCampaign,
    load: lazyPage(() => import("@web/app/pages/founder-edit-campaign-route"), "FounderEditCampaignRoute"),
  },
  "/founder/profile": {
    title: m.app_titleFounderProfile,
    load: lazyPage(() => import("@web/features/founders/pages/founder-profile-page"), "FounderProfilePage"),
  },
  "/founder/documents": {
    title: m.app_titleDocumentLibrary,
    load: lazyPage(() => import("@web/features/due-diligence/pages/document-library-page"), "DocumentLibraryPage"),
  },
  "/admin/dashboard": {
    title: m.app_titleAdminDashboard,
    load: lazyPage(() => import("@web/features/admin/pages/admin-dashboard-page"), "AdminDashboardPage"),
  },
  "/admin/sample-data": {
    title: m.app_navSampleData,
    load: lazyPage(() => import("@web/features/sample-data/pages/sample-data-page"), "SampleDataPage"),
  },
  "/admin/users": {
    title: m.app_navUsers,
    load: lazyPage(() => import("@web/features/admin/pages/admin-users-page"), "AdminUsersPage"),
  },
  "/admin/campaigns": {
    title: m.app_navCampaigns,
    load: lazyPage(() => import("@web/features/admin/pages/admin-campaigns-page"), "AdminCampaignsPage"),
  },
  "/admin/reports": {
    title: m.app_navReports,
    load: lazyPage(() => import("@web/features/admin/pages/admin-reports-page"), "AdminReportsPage"),
  },
  "/admin/profile": {
    title: m.app_titleAdminProfile,
    load: lazyPage(() => import("@web/features/admin/pages/admin-profile-page"), "AdminProfilePage"),
  },
  "/admin/verifications": {
    title: m.app_navVerifications,
    load: lazyPage(() => import("@web/features/admin/pages/admin-verifications-page"), "AdminVerificationsPage"),
  },
  "/admin/jobs": {
    title: m.app_navJobs,
    load: lazyPage(() => import("@web/features/admin/pages/admin-jobs-page"), "AdminJobsPage"),
  },
  "/admin/security": {
    title: m.app_navSecurityLog,
    load: lazyPage(() => import("@web/features/admin/pages/admin-security-page"), "AdminSecurityPage"),
  },
};

/** A page's failure (a throw, or its code not fetched) is shown in its place, under the same frame. */
const pageError = <RouteErrorPage framed />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The standalone pages and the guarded layout itself (the signed-in shell's code) fail here,
    // on the whole screen.
    errorElement: <RouteErrorPage />,
    // Until the first page's code is in, the router renders this in place of the whole tree: the
    // spinner index.html already shows. Without it the screen went blank for 0.1-0.45 s between the
    // spinner and the page on a 4x slower CPU, and React Router warned of it on every load.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...(Object.entries(STANDALONE) as Array<[RoutePath, Page]>).map(([path, page]) => pageRoute(path, page)),
      {
        element: <GuardedLayout />,
        children: (Object.entries(FRAMED) as Array<[RoutePath, Page]>).map(([path, page]) =>
          pageRoute(path, page, pageError),
        ),
      },
      // An address the app does not know: the rarest page, so its code is fetched when asked for.
      {
        path: "*",
        handle: { access: "public", title: m.app_titleNotFound },
        lazy: () =>
          import("@web/features/shell/pages/not-found-page").then((page) => ({ Component: page.NotFoundPage })),
      },
    ],
  },
];
