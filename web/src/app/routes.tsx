import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { ROUTE_ACCESS, type RoutePath } from "@domain/permissions";
import { TitlePage } from "../components/title-page";
import { AdminDashboardPage } from "../features/admin/pages/admin-dashboard-page";
import { AccessDeniedPage } from "../features/auth/pages/access-denied-page";
import { ForgotPasswordPage } from "../features/auth/pages/forgot-password-page";
import { LoginPage } from "../features/auth/pages/login-page";
import { RegisterPage } from "../features/auth/pages/register-page";
import { RegistrationSuccessPage } from "../features/auth/pages/registration-success-page";
import { ResetPasswordPage } from "../features/auth/pages/reset-password-page";
import { LandingPage } from "../features/landing/pages/landing-page";
import { NotFoundPage } from "../features/shell/pages/not-found-page";
import { GuardedLayout } from "./guarded-layout";
import type { RouteHandle } from "./route-handle";

/** Pages with their own full-screen layout; they sit outside the guarded shell. */
type Page = { title: string; element?: ReactNode };

const STANDALONE = {
  "/": { title: "Africa's Deal Network", element: <LandingPage /> },
  "/login": { title: "Sign In", element: <LoginPage /> },
  "/register": { title: "Register", element: <RegisterPage /> },
  "/registration-success": { title: "Registration Successful", element: <RegistrationSuccessPage /> },
  "/forgot-password": { title: "Forgot Password", element: <ForgotPasswordPage /> },
  "/reset-password": { title: "Reset Password", element: <ResetPasswordPage /> },
  "/access-denied": { title: "Access Denied", element: <AccessDeniedPage /> },
} satisfies Partial<Record<RoutePath, Page>>;

/**
 * Every other route of the spec, framed by the guarded layout. Areas not built yet show their
 * title; each area's issue swaps in its real page here.
 */
const FRAMED: Record<Exclude<RoutePath, keyof typeof STANDALONE>, Page> = {
  "/businesses": { title: "Explore Deals" },
  "/businesses/:id": { title: "Business Profile" },
  "/businesses/:businessId/campaign/:campaignId": { title: "Campaign" },
  "/businesses/:businessId/campaign": { title: "Campaign" },
  "/deals": { title: "Deals" },
  "/investors": { title: "Investors" },
  "/investors/:id": { title: "Investor Profile" },
  "/messages": { title: "Messages" },
  "/matchmaking": { title: "AI-Powered Deal Matchmaking" },
  "/due-diligence": { title: "Due Diligence" },
  "/due-diligence/:id": { title: "Due Diligence" },
  "/settings": { title: "Algorithm Settings" },
  "/resources": { title: "Resources" },
  "/help": { title: "Help" },
  "/support": { title: "Support" },
  "/investor/dashboard": { title: "Investor Dashboard" },
  "/investor/profile": { title: "Investor Profile" },
  "/investor/preferences": { title: "Investment Preferences" },
  "/investor/investments": { title: "My Investments" },
  "/founder/dashboard": { title: "Founder Dashboard" },
  "/founder/business": { title: "My Business" },
  "/founder/campaigns": { title: "My Campaigns" },
  "/founder/campaigns/new": { title: "Create Campaign" },
  "/founder/campaigns/:id": { title: "Edit Campaign" },
  "/founder/profile": { title: "Founder Profile" },
  "/admin/dashboard": { title: "Admin Dashboard", element: <AdminDashboardPage /> },
  "/admin/sample-data": { title: "Sample Data" },
  "/admin/users": { title: "Users" },
  "/admin/campaigns": { title: "Campaigns" },
  "/admin/profile": { title: "Admin Profile" },
};

function handleOf(path: RoutePath, title: string): RouteHandle {
  return { access: ROUTE_ACCESS[path], title };
}

export const routes: RouteObject[] = [
  ...(Object.entries(STANDALONE) as Array<[RoutePath, Page]>).map(([path, page]) => ({
    path,
    element: page.element,
    handle: handleOf(path, page.title),
  })),
  {
    element: <GuardedLayout />,
    children: (Object.entries(FRAMED) as Array<[RoutePath, Page]>).map(([path, page]) => ({
      path,
      element: page.element ?? <TitlePage title={page.title} />,
      handle: handleOf(path, page.title),
    })),
  },
  { path: "*", element: <NotFoundPage />, handle: { access: "public", title: "Page not found" } },
];
