import { describe, expect, it } from "vitest";
import type { Role } from "./constants/accounts";
import {
  type Access,
  API_ACCESS,
  accessForPath,
  afterSignInPath,
  apiAccessFor,
  dashboardPathFor,
  decideAccess,
  ROUTE_ACCESS,
  safeReturnPath,
  type Viewer,
} from "./permissions";

const signedIn = (role: Role | null): Viewer => ({ status: "signed-in", role });
const loading: Viewer = { status: "loading" };
const signedOut: Viewer = { status: "signed-out" };

describe("decideAccess", () => {
  it.each<[string, Access, Viewer, string]>([
    ["public while loading", "public", loading, "allow"],
    ["public when signed out", "public", signedOut, "allow"],
    ["public when signed in", "public", signedIn("admin"), "allow"],
    ["protected while loading", ["founder"], loading, "loading"],
    ["protected when signed out", ["founder"], signedOut, "sign-in"],
    ["any signed-in while signed out", [], signedOut, "sign-in"],
    ["the right role", ["founder"], signedIn("founder"), "allow"],
    ["one of several roles", ["investor", "founder"], signedIn("investor"), "allow"],
    ["the wrong role", ["founder"], signedIn("investor"), "denied"],
    ["admin where only parties may go", ["investor", "founder"], signedIn("admin"), "denied"],
    ["no role yet where a role is needed", ["investor", "founder", "admin"], signedIn(null), "denied"],
    ["an empty list means any signed-in user", [], signedIn("admin"), "allow"],
    ["an empty list even without a role", [], signedIn(null), "allow"],
  ])("%s", (_, access, viewer, decision) => {
    expect(decideAccess(access, viewer)).toBe(decision);
  });
});

describe("the route table", () => {
  it("follows the spec's role limits", () => {
    expect(ROUTE_ACCESS["/login"]).toBe("public");
    expect(ROUTE_ACCESS["/businesses/:id"]).toBe("public");
    expect(ROUTE_ACCESS["/investor/dashboard"]).toEqual(["investor"]);
    expect(ROUTE_ACCESS["/founder/campaigns/new"]).toEqual(["founder"]);
    expect(ROUTE_ACCESS["/admin/dashboard"]).toEqual(["admin"]);
    expect(ROUTE_ACCESS["/due-diligence"]).not.toContain("admin");
    expect(ROUTE_ACCESS["/settings"]).not.toContain("admin");
    expect(ROUTE_ACCESS["/messages"]).toEqual(expect.arrayContaining(["investor", "founder", "admin"]));
  });
});

describe("apiAccessFor", () => {
  it("finds the entry for a prefix and the paths below it", () => {
    expect(apiAccessFor("/api/founder")).toEqual(["founder"]);
    expect(apiAccessFor("/api/founder/campaigns/12")).toEqual(["founder"]);
    expect(apiAccessFor("/api/admin/user-counts")).toEqual(["admin"]);
    expect(apiAccessFor("/api/me")).toEqual([]);
    // Messaging needs a role; notifications and the live stream only a session.
    expect(apiAccessFor("/api/conversations/1/messages")).toEqual(["investor", "founder", "admin"]);
    expect(apiAccessFor("/api/notifications/read-all")).toEqual([]);
    expect(apiAccessFor("/api/events")).toEqual([]);
  });

  it("matches whole path segments only", () => {
    // "/api/investors" must not fall under "/api/investor", nor "/api/messagesx" under "/api/messages".
    expect(apiAccessFor("/api/investors/7")).toEqual(["investor", "founder", "admin"]);
    expect(apiAccessFor("/api/investorship")).toBeUndefined();
    expect(apiAccessFor("/api/messagesx")).toBeUndefined();
  });

  it("leaves unlisted paths to their routes", () => {
    expect(apiAccessFor("/api/health")).toBeUndefined();
    expect(apiAccessFor("/api/accounts/register")).toBeUndefined();
    expect(apiAccessFor("/api/auth/sign-in/email")).toBeUndefined();
  });

  it("lets the longest matching prefix win, whatever the table's order", () => {
    // The table has no nested prefixes yet, so add one for this test, after its parent, and
    // a shorter one before it: neither "first match" nor "last match" would pass.
    const table = API_ACCESS as Array<readonly [string, Access]>;
    table.push(["/api/founder/open", "public"], ["/api", ["admin"]]);
    try {
      expect(apiAccessFor("/api/founder/open/list")).toBe("public");
      expect(apiAccessFor("/api/founder/private")).toEqual(["founder"]);
      expect(apiAccessFor("/api/anything-else")).toEqual(["admin"]);
    } finally {
      table.splice(-2, 2);
    }
    expect(apiAccessFor("/api/founder/open/list")).toEqual(["founder"]);
  });
});

describe("dashboardPathFor", () => {
  it("sends each role to its dashboard and a user without a role home", () => {
    expect(dashboardPathFor("investor")).toBe("/investor/dashboard");
    expect(dashboardPathFor("founder")).toBe("/founder/dashboard");
    expect(dashboardPathFor("admin")).toBe("/admin/dashboard");
    expect(dashboardPathFor(null)).toBe("/");
    expect(dashboardPathFor(undefined)).toBe("/");
  });
});

describe("safeReturnPath", () => {
  it.each(["/founder/dashboard", "/businesses/42?tab=team", "/messages#latest", "/"])(
    "keeps the same-site path %s",
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    "//evil.com",
    "//evil.com/founder/dashboard",
    "/\\evil.com",
    "/\t/evil.com/",
    "/\n/evil.com",
    "/%09/../\\evil.com",
    "http://evil.com",
    "https://evil.com/founder/dashboard",
    "javascript:alert(1)",
    "evil.com",
    "founder/dashboard",
    "",
    null,
    undefined,
  ])("refuses %j", (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it("does not return to the sign-in or registration pages", () => {
    expect(safeReturnPath("/login")).toBeNull();
    expect(safeReturnPath("/login?next=/x")).toBeNull();
    expect(safeReturnPath("/register")).toBeNull();
  });
});

describe("afterSignInPath", () => {
  it("returns to a page the role may open, with its query and hash", () => {
    expect(afterSignInPath("/founder/dashboard", "founder")).toBe("/founder/dashboard");
    expect(afterSignInPath("/founder/campaigns/new", "founder")).toBe("/founder/campaigns/new");
    expect(afterSignInPath("/businesses/42?tab=team", "investor")).toBe("/businesses/42?tab=team");
    expect(afterSignInPath("/messages#latest", "admin")).toBe("/messages#latest");
    expect(afterSignInPath("/deals", "investor")).toBe("/deals");
    expect(afterSignInPath("/businesses/b1/campaign/c1", "founder")).toBe("/businesses/b1/campaign/c1");
  });

  it("goes to the role's dashboard instead of a page the role cannot open", () => {
    expect(afterSignInPath("/founder/dashboard", "investor")).toBe("/investor/dashboard");
    expect(afterSignInPath("/founder/campaigns/c1", "investor")).toBe("/investor/dashboard");
    expect(afterSignInPath("/investor/preferences?x=1", "founder")).toBe("/founder/dashboard");
    expect(afterSignInPath("/admin/users", "founder")).toBe("/founder/dashboard");
    expect(afterSignInPath("/due-diligence/d1", "admin")).toBe("/admin/dashboard");
    expect(afterSignInPath("/settings", "admin")).toBe("/admin/dashboard");
  });

  it("goes to the dashboard when there is no safe next, and lets unknown paths show their not-found page", () => {
    expect(afterSignInPath(null, "investor")).toBe("/investor/dashboard");
    expect(afterSignInPath("//evil.com", "founder")).toBe("/founder/dashboard");
    expect(afterSignInPath("/login?next=/x", "admin")).toBe("/admin/dashboard");
    expect(afterSignInPath("/no/such/page", "investor")).toBe("/no/such/page");
  });

  it("sends a user without a role to the pages any signed-in user may open, else home", () => {
    expect(afterSignInPath("/deals", null)).toBe("/deals");
    expect(afterSignInPath("/investor/dashboard", null)).toBe("/");
  });
});

describe("accessForPath", () => {
  it("reads every route's rule from the route table", () => {
    for (const [pattern, access] of Object.entries(ROUTE_ACCESS)) {
      expect(accessForPath(pattern.replace(/:[^/]+/g, "x1")), pattern).toEqual(access);
    }
    expect(accessForPath("/founder/dashboard/")).toEqual(["founder"]);
  });
});
