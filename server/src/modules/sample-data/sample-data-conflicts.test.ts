import { SAMPLE_DATA_PATHS as P } from "@domain/constants/sample-data";
import type { TPopulationJob, TSampleDataResult } from "@domain/schemas/sample-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, registerInvestor } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { createClient, createTestApp } from "../../testing/test-app";
import { populationIdle } from "./population-jobs";

// A demo e-mail someone already registered with another role: reported as that item's failure,
// never taken over, and the comprehensive population says what failed instead of hiding it.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createClient>;
const TAKEN = "kwame.mensah@demo.kuza.africa";

beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = (await signedInAdmin(t)).client;
  await registerInvestor(createClient(t.app), { email: TAKEN, fullName: "Someone Else" });
});
afterAll(async () => {
  await populationIdle(t.deps);
  await t.close();
});

describe("sample data meeting existing accounts", () => {
  it("reports a demo e-mail held by another role as a failure and creates the other nine", async () => {
    const res = await admin.post(P.demoUsers, {});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created: 9, total: 10 });
    const taken = res.json.results.find((r: TSampleDataResult) => r.email === TAKEN);
    expect(taken).toMatchObject({ success: false, existing: true, type: "founder" });
    expect(taken.error).toBe(`${TAKEN} is already registered as investor`);
  });

  it("says so in the admin's language", async () => {
    const res = await admin.post(P.demoUsers, {}, { "accept-language": "fr" });
    const taken = res.json.results.find((r: TSampleDataResult) => r.email === TAKEN);
    expect(taken.error).toBe(`${TAKEN} est déjà inscrit avec le rôle investisseur`);
  });

  it("the comprehensive population completes, counts the failures and lists them", async () => {
    expect((await admin.post(P.comprehensive, {})).status).toBe(202);
    await populationIdle(t.deps);
    const job: TPopulationJob = (await admin.get(P.comprehensive)).json.job;
    expect(job.state).toBe("completed");
    expect(job.stats?.failed).toBeGreaterThan(0);
    expect(job.stats?.errors).toContain(`Demo users: Kwame Mensah: ${TAKEN} is already registered as investor`);
    // The investor who holds the address got no founder's business.
    const me = createClient(t.app);
    expect((await me.post("/api/auth/sign-in/email", { email: TAKEN, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await me.get("/api/me")).json.profile.role).toBe("investor");
  });
});
