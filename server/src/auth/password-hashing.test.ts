import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { account } from "../db/schema";
import { expectSignedIn, GOOD_PASSWORD, registerFounder, signIn } from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";

// The test apps hash passwords cheaply (server/src/testing/fast-password-hashing.ts); a started
// server must keep better-auth's own scrypt. This file holds both ends of that.
let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function storedHash(app: NonNullable<typeof t>, userId: string) {
  const [row] = await app.deps.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, userId));
  return row?.password ?? "";
}

describe("password hashing", () => {
  it("an app built without a hashing pair, as a started server is, stores better-auth's own scrypt hash", async () => {
    t = await createTestApp({ rateLimit: "off", passwordHashing: "better-auth" });
    const founder = await registerFounder(createClient(t.app));
    const hash = await storedHash(t, founder.id);

    expect(hash).not.toContain(GOOD_PASSWORD);
    expect(await verifyPassword({ hash, password: GOOD_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: "not-the-password" })).toBe(false);
    const client = createClient(t.app);
    expect((await signIn(client, founder.email, GOOD_PASSWORD)).status).toBe(200);
    await expectSignedIn(client, founder.email);
  });

  it("the test apps' cheap hash is not better-auth's, and still tells a wrong password", async () => {
    t = await createTestApp({ rateLimit: "off" });
    const founder = await registerFounder(createClient(t.app));
    const hash = await storedHash(t, founder.id);

    expect(await verifyPassword({ hash, password: GOOD_PASSWORD })).toBe(false);
    expect((await signIn(createClient(t.app), founder.email, "not-the-password")).status).toBe(401);
    expect((await signIn(createClient(t.app), founder.email, GOOD_PASSWORD)).status).toBe(200);
  });
});
