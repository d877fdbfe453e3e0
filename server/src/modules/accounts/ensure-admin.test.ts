import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import {
  GOOD_PASSWORD,
  profileRow,
  registerFounder,
  signIn,
  uniqueEmail,
  userRowByEmail,
} from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";
import { ensureAdmin } from "./accounts.service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("ensureAdmin", () => {
  it("creates an admin who can sign in and open the admin API", async () => {
    const email = uniqueEmail("admin");
    const result = await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD, fullName: "Zawadi Admin" });
    expect(result.created).toBe(true);
    expect(result.profile).toMatchObject({ email, role: "admin", fullName: "Zawadi Admin", investorType: null });
    expect((await profileRow(t.deps.db, result.profile.id))?.role).toBe("admin");

    const client = createClient(t.app);
    expect((await signIn(client, email, GOOD_PASSWORD)).status).toBe(200);
    const me = await client.get("/api/me");
    expect(me.json.profile).toMatchObject({ id: result.profile.id, role: "admin" });
    expect((await client.get("/api/admin/user-counts")).status).toBe(200);
  });

  it("normalises the email and names the admin Admin User by default", async () => {
    const email = uniqueEmail("boss");
    const { profile } = await ensureAdmin(t.deps, { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(profile.email).toBe(email);
    expect(profile.fullName).toBe("Admin User");
    expect((await signIn(createClient(t.app), email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("leaves an existing admin as it is on a second call", async () => {
    const email = uniqueEmail("admin");
    const first = await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD });
    const second = await ensureAdmin(t.deps, { email, password: "a-different-password-1", fullName: "Someone Else" });
    expect(second.created).toBe(false);
    expect(second.profile).toEqual(first.profile);
    expect(await t.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    // The password was not changed by the second call.
    expect((await signIn(createClient(t.app), email, GOOD_PASSWORD)).status).toBe(200);
    expect((await signIn(createClient(t.app), email, "a-different-password-1")).status).toBe(401);
  });

  it.each(["short1", "password123"])("refuses the weak password %j and creates nothing", async (password) => {
    const email = uniqueEmail("admin");
    const attempt = ensureAdmin(t.deps, { email, password });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/^Admin password refused/),
    });
    expect(await userRowByEmail(t.deps.db, email)).toBeNull();
  });

  it("refuses an email registered as a founder, who stays a founder", async () => {
    const founder = await registerFounder(createClient(t.app));
    const attempt = ensureAdmin(t.deps, { email: founder.email, password: "brand-new-admin-pass" });
    await expect(attempt).rejects.toMatchObject({
      code: "CONFLICT",
      message: `${founder.email} is already registered as founder`,
    });
    expect((await profileRow(t.deps.db, founder.id))?.role).toBe("founder");
    expect((await signIn(createClient(t.app), founder.email, "brand-new-admin-pass")).status).toBe(401);
    expect((await signIn(createClient(t.app), founder.email, GOOD_PASSWORD)).status).toBe(200);
  });
});
