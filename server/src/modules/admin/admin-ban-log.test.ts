import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports, securityEvents, userBans } from "../../db/schema";
import { GOOD_PASSWORD, registerFounder, registerInvestor, uniqueEmail } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { ban } from "../../testing/bans";
import { createClient, createTestApp } from "../../testing/test-app";
import { ensureAdmin } from "../accounts/accounts.service";
import { banUser } from "./admin-users.queries";

// What an admin does to an account lands in the security log with the admin as the actor, in the
// same transaction as the change: a ban that fails or is refused leaves no entry.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  // Behind a trusted proxy, so the admin's address is the one the test sends.
  t = await createTestApp({ rateLimit: "off", env: { TRUST_PROXY: "true" } });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const FROM = { "x-forwarded-for": "203.0.113.7" };
const logOf = (userId: string) =>
  t.deps.db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(securityEvents.createdAt);

describe("bans in the security log", () => {
  it("records a ban and its lifting with the admin, their address and the reason", async () => {
    const user = await registerFounder(createClient(t.app));
    expect(
      (await admin.client.post(`/api/admin/users/${user.id}/ban`, { reason: "Fake documents" }, FROM)).status,
    ).toBe(200);
    expect((await admin.client.delete(`/api/admin/users/${user.id}/ban`, FROM)).status).toBe(200);
    const log = await logOf(user.id);
    expect(log.map((e) => e.kind)).toEqual(["user_banned", "user_unbanned"]);
    for (const entry of log)
      expect(entry).toMatchObject({
        actorId: admin.profile.id,
        ip: "203.0.113.7",
        detail: { reason: "Fake documents" },
      });
  });

  it("records nothing when the ban is refused or its transaction fails", async () => {
    const user = await registerInvestor(createClient(t.app));
    const other = await signedInAdmin(t, "Other Admin");
    expect((await admin.client.post(`/api/admin/users/${other.profile.id}/ban`, { reason: "No" })).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/users/${user.id}/ban`)).status).toBe(409);
    // The ban's own transaction rolls back with the one it runs in (as a report's action does).
    const failed = t.deps.db.transaction(async (tx) => {
      expect(await banUser(tx, user.id, "Spam", { id: admin.profile.id, ip: null })).toBe(true);
      throw new Error("the rest of the action failed");
    });
    await expect(failed).rejects.toThrow("the rest of the action failed");
    expect(await t.deps.db.select().from(userBans).where(eq(userBans.userId, user.id))).toEqual([]);
    const kinds = ["user_banned", "user_unbanned"] as const;
    const entries = await t.deps.db
      .select()
      .from(securityEvents)
      .where(
        and(inArray(securityEvents.userId, [user.id, other.profile.id]), inArray(securityEvents.kind, [...kinds])),
      );
    expect(entries).toEqual([]);
    // Already banned: the second ban is refused and adds no entry.
    await ban(admin, user.id, "Spam");
    expect((await admin.client.post(`/api/admin/users/${user.id}/ban`, { reason: "Again" })).status).toBe(409);
    expect((await logOf(user.id)).map((e) => e.kind)).toEqual(["user_banned"]);
  });

  it("records a ban made from a report, with the admin's note as the reason", async () => {
    const founder = await registerFounder(createClient(t.app));
    const reporter = await registerInvestor(createClient(t.app));
    const [report] = await t.deps.db
      .insert(reports)
      .values({
        reporterId: reporter.id,
        targetType: "investor",
        targetId: founder.id,
        targetUserId: founder.id,
        reason: "scam",
        snapshotTitle: "Reported account",
        snapshotOwnerName: founder.fullName,
      })
      .returning({ id: reports.id });
    const res = await admin.client.post(`/api/admin/reports/${report?.id}/action`, {
      action: "ban",
      note: "Asked for fees",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await logOf(founder.id)).toMatchObject([
      { kind: "user_banned", actorId: admin.profile.id, detail: { reason: "Asked for fees" } },
    ]);
  });
});

describe("roles in the security log", () => {
  it("records an admin made by create-admin or ADMIN_EMAIL, once", async () => {
    const email = uniqueEmail("new-admin");
    const { profile } = await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD });
    await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD });
    expect(await logOf(profile.id)).toMatchObject([
      { kind: "role_changed", actorId: null, detail: { from: null, to: "admin" } },
    ]);
  });
});
