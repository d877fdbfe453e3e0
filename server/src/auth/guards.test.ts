import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../modules/accounts/accounts.service";
import {
  expectErrorBody,
  GOOD_PASSWORD,
  registerFounder,
  registerInvestor,
  signIn,
  uniqueEmail,
} from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";

type Client = ReturnType<typeof createClient>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: Client;
let founder: Client;
let investor: Client;
let admin: Client;
let roleless: Client;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  anonymous = createClient(t.app);
  founder = createClient(t.app);
  investor = createClient(t.app);
  admin = createClient(t.app);
  roleless = createClient(t.app);
  await registerFounder(founder);
  await registerInvestor(investor);
  const adminEmail = uniqueEmail("admin");
  await ensureAdmin(t.deps, { email: adminEmail, password: GOOD_PASSWORD });
  expect((await signIn(admin, adminEmail, GOOD_PASSWORD)).status).toBe(200);

  // An account without a profile (what a social sign-in would make before a role is chosen).
  const ctx = await t.deps.auth.$context;
  const email = uniqueEmail("roleless");
  const created = await ctx.internalAdapter.createUser(
    { email, name: "No Role", emailVerified: true },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(GOOD_PASSWORD),
  });
  expect((await signIn(roleless, email, GOOD_PASSWORD)).status).toBe(200);
});
afterAll(() => t.close());

type Verdict = 401 | 403 | "allowed";

/**
 * What the API role table answers: 401 and 403 come from the guard itself; "allowed" means the
 * guard let the request through to whatever route (or 404) answers it.
 */
const table: Array<[path: string, who: Record<"anonymous" | "founder" | "investor" | "admin" | "roleless", Verdict>]> =
  [
    ["/api/founder/anything", { anonymous: 401, founder: "allowed", investor: 403, admin: 403, roleless: 403 }],
    ["/api/investor/anything", { anonymous: 401, founder: 403, investor: "allowed", admin: 403, roleless: 403 }],
    ["/api/admin/anything", { anonymous: 401, founder: 403, investor: 403, admin: "allowed", roleless: 403 }],
    ["/api/due-diligence/1", { anonymous: 401, founder: "allowed", investor: "allowed", admin: 403, roleless: 403 }],
    ["/api/settings", { anonymous: 401, founder: "allowed", investor: "allowed", admin: 403, roleless: 403 }],
    ["/api/investors/1", { anonymous: 401, founder: "allowed", investor: "allowed", admin: "allowed", roleless: 403 }],
    ["/api/messages", { anonymous: 401, founder: "allowed", investor: "allowed", admin: "allowed", roleless: 403 }],
    ["/api/deals", { anonymous: 401, founder: "allowed", investor: "allowed", admin: "allowed", roleless: "allowed" }],
    ["/api/me", { anonymous: 401, founder: "allowed", investor: "allowed", admin: "allowed", roleless: "allowed" }],
    [
      "/api/uploads/anything",
      { anonymous: 401, founder: "allowed", investor: "allowed", admin: "allowed", roleless: "allowed" },
    ],
  ];

describe("the API role table", () => {
  it.each(table)("%s", async (path, expected) => {
    const clients = { anonymous, founder, investor, admin, roleless };
    const actual: Record<string, Verdict> = {};
    for (const [who, client] of Object.entries(clients)) {
      const { status } = await client.get(path);
      actual[who] = status === 401 || status === 403 ? status : "allowed";
    }
    expect(actual).toEqual(expected);
  });

  it("answers 401 and 403 in the error shape", async () => {
    const signedOut = await anonymous.get("/api/founder/anything");
    expectErrorBody(signedOut.json, "UNAUTHENTICATED");
    const wrongRole = await investor.get("/api/founder/anything");
    expectErrorBody(wrongRole.json, "FORBIDDEN");
  });

  it("guards every method, before any route could run", async () => {
    const res = await anonymous.post("/api/founder/campaigns", { title: "x" });
    expect(res.status).toBe(401);
    expect((await investor.post("/api/founder/campaigns", { title: "x" })).status).toBe(403);
  });

  it("does not let a prefix leak into a longer word", async () => {
    // /api/investorsomething is not under /api/investor: no guard, so the plain 404.
    const res = await anonymous.get("/api/investorsomething");
    expect(res.status).toBe(404);
    expectErrorBody(res.json, "NOT_FOUND");
  });

  it("is not fooled by a role claimed in the request", async () => {
    const res = await founder.get("/api/admin/user-counts", { "x-role": "admin" });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/admin/user-counts", () => {
  it("gives an admin the real counts", async () => {
    const res = await admin.get("/api/admin/user-counts");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ investor: 1, founder: 1, admin: 1, total: 3 });

    await registerFounder(createClient(t.app));
    await registerInvestor(createClient(t.app));
    await registerInvestor(createClient(t.app));
    const after = await admin.get("/api/admin/user-counts");
    expect(after.json).toEqual({ investor: 3, founder: 2, admin: 1, total: 6 });
  });

  it("answers 403 to a founder and an investor, 401 when signed out", async () => {
    const forFounder = await founder.get("/api/admin/user-counts");
    expect(forFounder.status).toBe(403);
    expectErrorBody(forFounder.json, "FORBIDDEN");
    expect((await investor.get("/api/admin/user-counts")).status).toBe(403);
    expect((await roleless.get("/api/admin/user-counts")).status).toBe(403);
    const forAnonymous = await anonymous.get("/api/admin/user-counts");
    expect(forAnonymous.status).toBe(401);
    expectErrorBody(forAnonymous.json, "UNAUTHENTICATED");
  });
});
