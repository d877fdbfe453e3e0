import type { TBusinessCard } from "@domain/schemas/businesses";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertInvestment, listedCampaign, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

// The catalogue's answers are kept against its data version (decision 042). Writes here go
// straight into the database, as another server process would make them, so nothing in this
// process is told: each must show at the next request, to a visitor and to a signed-in viewer,
// because its table's trigger moved the version in the same transaction.

let t: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  anonymous = createClient(t.app);
});
afterAll(() => t.close());

type Client = ReturnType<typeof createClient>;
const cardsOf = async (client: Client, query: string): Promise<TBusinessCard[]> => {
  const res = await client.get(`/api/businesses?${query}`);
  expect(res.status).toBe(200);
  return res.json.items;
};
const onlyCard = async (client: Client, query: string) => {
  const cards = await cardsOf(client, query);
  expect(cards).toHaveLength(1);
  return cards[0] as TBusinessCard;
};

/** A listed business with an active campaign, found by a sector of its own, and two readers. */
async function scene() {
  const sector = uniqueWord("sector");
  const listed = await listedCampaign(t.app, {
    business: { businessType: sector },
    campaign: { fundingGoal: 100_000 },
  });
  const { client: viewer, profile: investor } = await signedInInvestor(t.app);
  const query = `sector=${sector}`;
  // Both answers are kept now.
  for (const client of [anonymous, viewer]) await onlyCard(client, query);
  return { ...listed, viewer, investor, query };
}

const exec = (statement: ReturnType<typeof sql>) => t.deps.db.execute(statement);

describe("the catalogue's kept answers", () => {
  it("are served as kept while the version holds: a write that moves no counter is not seen", async () => {
    const { business, viewer, query } = await scene();
    // The name changes and the counter is put back in the same transaction: the version holds.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`update businesses set business_name = 'Renamed quietly' where id = ${business.id}`);
      await tx.execute(sql`update matching_data_versions set version = version - 1 where source = 'businesses'`);
    });
    for (const client of [anonymous, viewer])
      expect((await onlyCard(client, query)).businessName).toBe(business.businessName);
    // A kept answer is still an API answer: not to be stored by the browser or a proxy.
    expect((await viewer.get(`/api/businesses?${query}`)).headers.get("cache-control")).toBe("no-store");
    await exec(sql`update matching_data_versions set version = version + 1 where source = 'businesses'`);
    for (const client of [anonymous, viewer])
      expect((await onlyCard(client, query)).businessName).toBe("Renamed quietly");
  });

  it("show another process's change to the business, its campaign, its money and its owner's name at once", async () => {
    const { business, campaign, profile, investor, viewer, query } = await scene();
    const both = async (check: (card: TBusinessCard) => void) => {
      for (const client of [anonymous, viewer]) check(await onlyCard(client, query));
    };

    await exec(
      sql`update businesses set business_name = 'Renamed elsewhere', verified_at = null where id = ${business.id}`,
    );
    await both((card) => expect(card).toMatchObject({ businessName: "Renamed elsewhere", verified: false }));

    await exec(sql`update campaigns set title = 'Bridge round' where id = ${campaign.id}`);
    await both((card) => expect(card.activeCampaign?.title).toBe("Bridge round"));

    await insertInvestment(t.deps.db, {
      campaignId: campaign.id,
      investorId: investor.id,
      amount: 25_000,
      status: "completed",
    });
    await both((card) => expect(card.activeCampaign).toMatchObject({ raised: 25_000, percentFunded: 25 }));

    await exec(sql`update profiles set full_name = 'Amani Otieno' where id = ${profile.id}`);
    await both((card) => expect(card.ownerName).toBe("Amani Otieno"));

    await exec(sql`update campaigns set status = 'completed' where id = ${campaign.id}`);
    await both((card) => expect(card.activeCampaign).toBeNull());
  });

  it("show the owner's response badge as soon as the hourly figures are written", async () => {
    const { profile, viewer, query } = await scene();
    await exec(sql`insert into response_stats (user_id, first_messages, first_messages_answered,
      first_message_median_minutes, interests, interests_answered, refreshed_at)
      values (${profile.id}, 10, 10, 60, 0, 0, now())`);
    for (const client of [anonymous, viewer]) expect((await onlyCard(client, query)).responseBadge).not.toBeNull();
  });

  it("drop a business at once when its owner is banned, and bring it back when unbanned", async () => {
    const { profile, viewer, query } = await scene();
    await exec(sql`insert into user_bans (user_id, reason) values (${profile.id}, 'Asked founders for fees')`);
    for (const client of [anonymous, viewer]) expect(await cardsOf(client, query)).toEqual([]);
    await exec(sql`delete from user_bans where user_id = ${profile.id}`);
    for (const client of [anonymous, viewer]) expect(await cardsOf(client, query)).toHaveLength(1);
  });

  it("are the viewer's own: their Save and Pass show to them at once, and to nobody else", async () => {
    const { business, investor, viewer, query } = await scene();
    const { client: other } = await signedInInvestor(t.app);
    expect((await onlyCard(other, query)).saved).toBe(false);

    await exec(
      sql`insert into business_reactions (user_id, business_id, reaction) values (${investor.id}, ${business.id}, 'saved')`,
    );
    expect((await onlyCard(viewer, query)).saved).toBe(true);
    expect((await onlyCard(other, query)).saved).toBe(false);
    expect((await onlyCard(anonymous, query)).saved).toBe(false);

    await exec(
      sql`update business_reactions set reaction = 'passed' where user_id = ${investor.id} and business_id = ${business.id}`,
    );
    expect(await cardsOf(viewer, query)).toEqual([]);
    expect(await cardsOf(viewer, `${query}&passed=true`)).toHaveLength(1);
    expect(await cardsOf(other, query)).toHaveLength(1);

    await exec(sql`delete from business_reactions where user_id = ${investor.id} and business_id = ${business.id}`);
    expect((await onlyCard(viewer, query)).saved).toBe(false);
    expect(await cardsOf(viewer, `${query}&passed=true`)).toEqual([]);
  });

  it("show a new business of another process in the page, its total and the sector list at once", async () => {
    const sector = uniqueWord("sector");
    const before = await anonymous.get("/api/businesses");
    expect(before.json.sectors).not.toContain(sector);
    const owner = `elsewhere-${sector}`;
    await exec(
      sql`insert into "user" (id, name, email, email_verified) values (${owner}, 'Founder', ${`${owner}@example.test`}, true)`,
    );
    await exec(
      sql`insert into businesses (user_id, business_name, business_type, stage) values (${owner}, 'Elsewhere', ${sector}, 'seed')`,
    );
    expect((await anonymous.get("/api/businesses")).json.sectors).toContain(sector);
    expect((await anonymous.get(`/api/businesses?sector=${sector}`)).json).toMatchObject({ total: 1 });
  });
});
