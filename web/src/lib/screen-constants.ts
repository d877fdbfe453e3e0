export const DELAYS_MS = {
  routeGuardRoleCheck: 500,
  landingDashboardRedirect: 100,
  loginRedirect: 500,
  registrationSuccessRedirect: 500,
  accessDeniedDetail: 1000,
  sidebarHoverCollapse: 300,
} as const;

export const TOASTS_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4000;
