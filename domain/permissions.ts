import type { Role } from "./constants/accounts";

// Who may open what. The web guard and the API guard read these same tables; the server's
// answer is the one that counts (401 signed out, 403 wrong role).

/** "public": anyone. Otherwise a signed-in user whose role is listed; an empty list means any signed-in user. */
export type Access = "public" | readonly Role[];

const ANY_ROLE: readonly Role[] = ["investor", "founder", "admin"];
const PARTIES: readonly Role[] = ["investor", "founder"];
const SIGNED_IN: readonly Role[] = [];

/** The spec's route table (part 1, section 2), plus the admin screens the sidebar links to. */
export const ROUTE_ACCESS = {
  "/": "public",
  "/login": "public",
  "/register": "public",
  "/registration-success": "public",
  "/forgot-password": "public",
  "/reset-password": "public",
  /** An e-mail's unsubscribe link (decision 028): it works signed out. */
  "/unsubscribe": "public",
  "/access-denied": "public",
  "/businesses": "public",
  "/businesses/:id": "public",
  "/investors": ANY_ROLE,
  "/investors/:id": ANY_ROLE,
  "/messages": ANY_ROLE,
  "/matchmaking": ANY_ROLE,
  "/due-diligence": PARTIES,
  "/due-diligence/:id": PARTIES,
  "/settings": PARTIES,
  "/resources": ANY_ROLE,
  "/help": ANY_ROLE,
  "/support": ANY_ROLE,
  /** Two-step sign-in (issue 13): every signed-in user's own sign-in security. */
  "/account/security": ANY_ROLE,
  "/investor/dashboard": ["investor"],
  "/investor/profile": ["investor"],
  "/investor/preferences": ["investor"],
  "/investor/investments": ["investor"],
  "/founder/dashboard": ["founder"],
  "/founder/business": ["founder"],
  "/founder/campaigns": ["founder"],
  "/founder/campaigns/new": ["founder"],
  "/founder/campaigns/:id": ["founder"],
  "/founder/profile": ["founder"],
  /** The document library (issue 10): documents prepared ahead of due-diligence requests. */
  "/founder/documents": ["founder"],
  "/admin/dashboard": ["admin"],
  "/admin/sample-data": ["admin"],
  "/admin/users": ["admin"],
  "/admin/campaigns": ["admin"],
  "/admin/profile": ["admin"],
  /** The moderation queue (issue 19): open reports and the admin's action on each. */
  "/admin/reports": ["admin"],
  /** The verification queue (issue 19): businesses' registrations and investors' identities. */
  "/admin/verifications": ["admin"],
  /** The security log (issue 21): sign-ins, bans, role and two-factor changes, refusals. */
  "/admin/security": ["admin"],
  "/admin/jobs": ["admin"],
  "/deals": SIGNED_IN,
  "/businesses/:businessId/campaign/:campaignId": SIGNED_IN,
  "/businesses/:businessId/campaign": SIGNED_IN,
} as const satisfies Record<string, Access>;

export type RoutePath = keyof typeof ROUTE_ACCESS;

/** API prefixes and who may call them; the longest matching prefix wins. Unlisted paths decide per route. */
export const API_ACCESS: ReadonlyArray<readonly [prefix: string, access: Access]> = [
  ["/api/me", SIGNED_IN],
  /** The account's own settings (its saved language): every signed-in user, with or without a role. */
  ["/api/account", SIGNED_IN],
  ["/api/accounts/two-factor", SIGNED_IN],
  /** An e-mail's one-click unsubscribe (decision 028): signed out, its signed link is the permission. */
  ["/api/email", "public"],
  ["/api/investor", ["investor"]],
  ["/api/founder", ["founder"]],
  ["/api/admin", ["admin"]],
  ["/api/due-diligence", PARTIES],
  ["/api/settings", PARTIES],
  ["/api/investors", ANY_ROLE],
  ["/api/messages", ANY_ROLE],
  ["/api/conversations", ANY_ROLE],
  ["/api/notifications", SIGNED_IN],
  ["/api/events", SIGNED_IN],
  ["/api/matching", ANY_ROLE],
  ["/api/resources", ANY_ROLE],
  ["/api/support", ANY_ROLE],
  /** Reports (issue 19): any signed-in user reports what they can see; the queue is under /api/admin. */
  ["/api/reports", ANY_ROLE],
  ["/api/deals", SIGNED_IN],
  ["/api/uploads", SIGNED_IN],
  /** A verification document: its requester's or an admin's (the route answers 404 to anyone else). */
  ["/api/verification", SIGNED_IN],
];

export function apiAccessFor(path: string): Access | undefined {
  let best: readonly [string, Access] | undefined;
  for (const entry of API_ACCESS) {
    const [prefix] = entry;
    const matches = path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best?.[1];
}

export type Viewer = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; role: Role | null };

export type AccessDecision = "loading" | "allow" | "sign-in" | "denied";

/** The route guard's rule, shared by the page guard and the API guard. */
export function decideAccess(access: Access, viewer: Viewer): AccessDecision {
  if (access === "public") return "allow";
  if (viewer.status === "loading") return "loading";
  if (viewer.status === "signed-out") return "sign-in";
  if (access.length === 0) return "allow";
  return viewer.role !== null && access.includes(viewer.role) ? "allow" : "denied";
}

const ROLE_DASHBOARDS: Record<Role, string> = {
  investor: "/investor/dashboard",
  founder: "/founder/dashboard",
  admin: "/admin/dashboard",
};

/** Where "Go to Dashboard" and sign-in lead: the role dashboard, or / without a role. */
export function dashboardPathFor(role: Role | null | undefined): string {
  return role ? ROLE_DASHBOARDS[role] : "/";
}

export const PROFILE_PATHS: Record<Role, string> = {
  investor: "/investor/profile",
  founder: "/founder/profile",
  admin: "/admin/profile",
};

/**
 * Only same-site paths may be returned to after sign-in, so a crafted ?next= cannot send a
 * user to another site.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  // Control characters and backslashes are dropped or rewritten by URL parsers ("/\t/x" becomes "//x").
  const hasControlOrBackslash = [...(next ?? "")].some(
    (ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === "\\",
  );
  if (!next?.startsWith("/") || hasControlOrBackslash) return null;
  const base = "http://kuza.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname.startsWith("/login") || url.pathname.startsWith("/register")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a route pattern ("/businesses/:id") matches a path, segment by segment. */
function patternMatches(pattern: string, pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  if (trimmed === "/" || pattern === "/") return trimmed === pattern;
  const want = pattern.split("/");
  const got = trimmed.split("/");
  return want.length === got.length && want.every((part, i) => part.startsWith(":") || part === got[i]);
}

/**
 * The access rule of the route a path opens, read from ROUTE_ACCESS. A literal segment beats a
 * parameter ("/founder/campaigns/new" over "/founder/campaigns/:id"); a path no route knows opens
 * the not-found page, which anyone may see.
 */
export function accessForPath(pathname: string): Access {
  let best: { access: Access; params: number } | undefined;
  for (const [pattern, access] of Object.entries(ROUTE_ACCESS) as Array<[string, Access]>) {
    if (!patternMatches(pattern, pathname)) continue;
    const params = pattern.split("/").filter((part) => part.startsWith(":")).length;
    if (!best || params < best.params) best = { access, params };
  }
  return best?.access ?? "public";
}

/**
 * Where sign-in leads: back to `next` when it is a same-site path this role may open, otherwise
 * the role's dashboard. A `next` left behind by someone else's session (an investor signing in
 * at /login?next=/founder/dashboard) would only lead to Access Denied.
 */
export function afterSignInPath(next: string | null | undefined, role: Role | null | undefined): string {
  const path = safeReturnPath(next);
  if (path === null) return dashboardPathFor(role);
  const pathname = new URL(path, "http://kuza.invalid").pathname;
  const viewer: Viewer = { status: "signed-in", role: role ?? null };
  return decideAccess(accessForPath(pathname), viewer) === "allow" ? path : dashboardPathFor(role);
}
