import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founderWithBusiness, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

// The catalogue's total is shared by the requests of a process (decision 037), under the data
// version its answers are kept at (decision 042): any process's write shows at once, and a
// signed-in viewer's passed businesses always come off it exactly.

let t: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  anonymous = createClient(t.app);
});
afterAll(() => t.close());

const totalOf = async (client: ReturnType<typeof createClient>, query: string) => {
  const res = await client.get(`/api/businesses?${query}`);
  expect(res.status).toBe(200);
  return { total: res.json.total as number, capped: res.json.totalCapped as boolean, items: res.json.items.length };
};

/** Businesses written straight into the database, as another server process would (this one's cache is not told). */
async function insertBusinesses(sector: string, n: number, prefix: string) {
  await t.deps.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select ${prefix} || g, 'Founder ' || g, ${prefix} || g || '@example.test', true from generate_series(1, ${n}) g`);
  await t.deps.db.execute(sql`
    insert into businesses (user_id, business_name, business_type, stage, description)
    select ${prefix} || g, 'Elsewhere ' || g, ${sector}, 'seed', 'Saved through another server'
    from generate_series(1, ${n}) g`);
}

describe("the catalogue's total", () => {
  it("shows every process's writes at once: the total is read at the version the page is kept at", async () => {
    const sector = uniqueWord("sector");
    await founderWithBusiness(t.app, { businessType: sector });
    expect((await totalOf(anonymous, `sector=${sector}`)).total).toBe(1);

    // Saved through this process.
    await founderWithBusiness(t.app, { businessType: sector });
    expect((await totalOf(anonymous, `sector=${sector}`)).total).toBe(2);

    // Saved through another process: the page and the total show it at the next request (the
    // write moved the data version, decision 042), not once a kept count expires.
    await insertBusinesses(sector, 1, `elsewhere-${sector}-`);
    expect(await totalOf(anonymous, `sector=${sector}`)).toMatchObject({ items: 3, total: 3 });
  });

  it("takes a viewer's passed businesses off the shared total, exactly", async () => {
    const sector = uniqueWord("sector");
    const passed = await founderWithBusiness(t.app, { businessType: sector });
    await founderWithBusiness(t.app, { businessType: sector });
    await founderWithBusiness(t.app, { businessType: sector });
    const { client: viewer } = await signedInInvestor(t.app);
    expect((await totalOf(viewer, `sector=${sector}`)).total).toBe(3);
    await viewer.put(`/api/businesses/${passed.business.id}/reaction`, { reaction: "passed" });
    expect(await totalOf(viewer, `sector=${sector}`)).toMatchObject({ total: 2, items: 2 });
    expect((await totalOf(anonymous, `sector=${sector}`)).total).toBe(3);
  });

  it("takes a viewer's passed matches off a total past the cap, exactly", async () => {
    const sector = uniqueWord("sector");
    // One past the cap of 1,000: everybody's total reads "1,000+".
    await insertBusinesses(sector, 1_001, `capped-${sector}-`);
    expect(await totalOf(anonymous, `sector=${sector}`)).toMatchObject({ total: 1_000, capped: true });
    const { client: viewer } = await signedInInvestor(t.app);
    const { json } = await viewer.get(`/api/businesses?sector=${sector}&limit=1`);
    await viewer.put(`/api/businesses/${json.items[0].id}/reaction`, { reaction: "passed" });
    // 1,000 left for them: exactly the cap, so not "1,000+".
    expect(await totalOf(viewer, `sector=${sector}`)).toMatchObject({ total: 1_000, capped: false });
  });

  it("counts for the viewer when they passed more of a large total's matches than the shared count can tell", async () => {
    const sector = uniqueWord("sector");
    await insertBusinesses(sector, 1_300, `many-${sector}-`);
    const { client: viewer, profile } = await signedInInvestor(t.app);
    // 300 passed: 1,000 left, exactly the cap. The shared count stops 200 past the cap, so it
    // cannot tell "1,000" from "1,000+" here.
    await t.deps.db.execute(sql`
      insert into business_reactions (user_id, business_id, reaction)
      select ${profile.id}, id, 'passed' from businesses where business_type = ${sector} limit 300`);
    expect(await totalOf(anonymous, `sector=${sector}`)).toMatchObject({ total: 1_000, capped: true });
    expect(await totalOf(viewer, `sector=${sector}`)).toMatchObject({ total: 1_000, capped: false });
    await t.deps.db.execute(sql`
      delete from business_reactions where user_id = ${profile.id}
      and business_id in (select business_id from business_reactions where user_id = ${profile.id} limit 1)`);
    expect(await totalOf(viewer, `sector=${sector}`)).toMatchObject({ total: 1_000, capped: true });
  });
});
