import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchBusiness, matchesOf, matchInvestor, sectorWord } from "../../testing/matching";
import { createTestApp } from "../../testing/test-app";

// A page of matches is kept against the counters of what scores a match and of the viewer's saved
// matches (decision 042), which the session's statement reads. Writes here go straight into the
// database, as another server process would make them: each must show at the next request.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const exec = (statement: SQL) => t.deps.db.execute(statement);

/** An investor matched with one business of a sector of its own, with their page kept. */
async function scene() {
  const sector = sectorWord();
  const { business } = await matchBusiness(
    t,
    { businessName: `Kept ${sector}`, businessType: sector },
    { minInvestment: 100 },
  );
  const me = await matchInvestor(t, { sectors: [sector] });
  const query = `?search=${sector}`;
  const card = async () => {
    const page = await matchesOf(me.client, query);
    expect(page.items).toHaveLength(1);
    return page.items[0] as (typeof page.items)[number];
  };
  expect(await card()).toMatchObject({ id: business.id, saved: false });
  return { business, me, card, sector };
}

describe("a kept page of matches", () => {
  it("is served as kept while the versions hold: a save whose counter is put back is not seen", async () => {
    const { business, me, card } = await scene();
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into saved_matches (user_id, kind, target_id) values (${me.profile.id}, 'business', ${business.id})`,
      );
      await tx.execute(sql`update viewer_data_versions set version = version - 1
        where user_id = ${me.profile.id} and source = 'saved_matches'`);
    });
    expect((await card()).saved).toBe(false);
    await exec(sql`update viewer_data_versions set version = version + 1
      where user_id = ${me.profile.id} and source = 'saved_matches'`);
    expect((await card()).saved).toBe(true);
  });

  it("shows another process's save, unsave and change to a business at once", async () => {
    const { business, me, card } = await scene();
    await exec(
      sql`insert into saved_matches (user_id, kind, target_id) values (${me.profile.id}, 'business', ${business.id})`,
    );
    expect((await card()).saved).toBe(true);
    await exec(sql`delete from saved_matches where user_id = ${me.profile.id}`);
    expect((await card()).saved).toBe(false);

    await exec(sql`update businesses set business_name = 'Renamed elsewhere' where id = ${business.id}`);
    expect((await card()).name).toBe("Renamed elsewhere");
  });

  it("loses a banned founder's business at once", async () => {
    const { business, me, sector } = await scene();
    await exec(sql`insert into user_bans (user_id, reason) values (${business.userId}, 'Asked founders for fees')`);
    expect((await matchesOf(me.client, `?search=${sector}`)).items).toEqual([]);
  });
});
