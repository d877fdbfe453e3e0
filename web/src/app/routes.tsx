import { ROUTE_ACCESS, type RoutePath } from "@domain/permissions";
import type { ComponentType, ReactNode } from "react";
import type { RouteObject } from "react-router";
import { TitlePage } from "../components/title-page";
import { NotFoundPage } from "../features/shell/pages/not-found-page";
import { GuardedLayout } from "./guarded-layout";
import type { RouteHandle } from "./route-handle";

/** Pages with their own full-screen layout; they sit outside the guarded shell. */
/** A page either renders in place or is fetched on first visit, so each screen's code loads only when needed. */
type Page = { title: string; element?: ReactNode; load?: () => Promise<ComponentType> };

const lazyPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  () =>
    load().then((m) => m[name] as ComponentType);

const STANDALONE = {
  "/": {
    title: "Africa's Deal Network",
    load: lazyPage(() => import("../features/landing/pages/landing-page"), "LandingPage"),
  },
  "/login": { title: "Sign In", load: lazyPage(() => import("../features/auth/pages/login-page"), "LoginPage") },
  "/register": {
    title: "Register",
    load: lazyPage(() => import("../features/auth/pages/register-page"), "RegisterPage"),
  },
  "/registration-success": {
    title: "Registration Successful",
    load: lazyPage(() => import("../features/auth/pages/registration-success-page"), "RegistrationSuccessPage"),
  },
  "/forgot-password": {
    title: "Forgot Password",
    load: lazyPage(() => import("../features/auth/pages/forgot-password-page"), "ForgotPasswordPage"),
  },
  "/reset-password": {
    title: "Reset Password",
    load: lazyPage(() => import("../features/auth/pages/reset-password-page"), "ResetPasswordPage"),
  },
  "/access-denied": {
    title: "Access Denied",
    load: lazyPage(() => import("../features/auth/pages/access-denied-page"), "AccessDeniedPage"),
  },
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
  "/admin/dashboard": {
    title: "Admin Dashboard",
    load: lazyPage(() => import("../features/admin/pages/admin-dashboard-page"), "AdminDashboardPage"),
  },
  "/admin/sample-data": { title: "Sample Data" },
  "/admin/users": { title: "Users" },
  "/admin/campaigns": { title: "Campaigns" },
  "/admin/profile": { title: "Admin Profile" },
};

function routeOf(path: RoutePath, page: Page): RouteObject {
  const handle: RouteHandle = { access: ROUTE_ACCESS[path], title: page.title };
  const { load } = page;
  if (load) return { path, handle, lazy: async () => ({ Component: await load() }) };
  return { path, handle, element: page.element ?? <TitlePage title={page.title} /> };
}

export const routes: RouteObject[] = [
  ...(Object.entries(STANDALONE) as Array<[RoutePath, Page]>).map(([path, page]) => routeOf(path, page)),
  {
    element: <GuardedLayout />,
    children: (Object.entries(FRAMED) as Array<[RoutePath, Page]>).map(([path, page]) => routeOf(path, page)),
  },
  { path: "*", element: <NotFoundPage />, handle: { access: "public", title: "Page not found" } },
];
