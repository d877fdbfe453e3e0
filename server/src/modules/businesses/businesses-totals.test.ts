import type { TBusinessCard } from "@domain/schemas/businesses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../db/schema";
import {
  createCampaign,
  founderWithBusiness,
  listedCampaign,
  saveBusiness,
  signedInInvestor,
  uniqueWord,
} from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

// The catalogue's total (a count that joins only what its filter needs) must agree with its
// items whatever the filter, and the sector list (kept in memory per process) must follow saves.

let t: Awaited<ReturnType<typeof createTestApp>>;
let other: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  // A second server process on the same database, with its own sector cache.
  other = await createTestApp({ rateLimit: "off", sameDatabaseAs: t });
  anonymous = createClient(t.app);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const names = (items: TBusinessCard[]) => items.map((b) => b.businessName).sort();

describe("the list's total", () => {
  it("counts exactly the listed businesses with and without each filter, for visitors and viewers", async () => {
    const sector = uniqueWord("sector");
    const word = uniqueWord("tally");
    await listedCampaign(t.app, {
      business: { businessName: `${word} Big`, businessType: sector, stage: "growth" },
      campaign: { fundingGoal: 2_000_000, maxInvestment: 10_000 },
    });
    const small = await listedCampaign(t.app, {
      business: { businessName: "Small", businessType: sector, stage: "seed" },
      campaign: { fundingGoal: 20_000, maxInvestment: 1_000 },
    });
    const drafted = await founderWithBusiness(t.app, {
      businessName: `${word} Draft`,
      businessType: sector,
      stage: "series-a",
    });
    await createCampaign(drafted.client, { fundingGoal: 20_000, maxInvestment: 1_000, status: "draft" });
    const plain = await founderWithBusiness(t.app, { businessName: "Plain", businessType: sector, stage: "seed" });
    const { client: viewer } = await signedInInvestor(t.app);
    await viewer.put(`/api/businesses/${small.business.id}/reaction`, { reaction: "saved" });
    await viewer.put(`/api/businesses/${plain.business.id}/reaction`, { reaction: "passed" });

    const cases: Array<[ReturnType<typeof createClient>, string, string[]]> = [
      [anonymous, "", [`${word} Big`, `${word} Draft`, "Plain", "Small"]],
      [anonymous, "&amount=under-50k", ["Small"]],
      [anonymous, "&amount=over-1m", [`${word} Big`]],
      [anonymous, "&stage=seed", ["Plain", "Small"]],
      [anonymous, `&search=${word}`, [`${word} Big`, `${word} Draft`]],
      [anonymous, `&search=${word}&amount=over-1m&stage=growth`, [`${word} Big`]],
      // The viewer's passed business is hidden; saved-only keeps the saved one.
      [viewer, "", [`${word} Big`, `${word} Draft`, "Small"]],
      [viewer, "&stage=seed", ["Small"]],
      [viewer, "&saved=true", ["Small"]],
      [viewer, "&saved=true&amount=over-1m", []],
      [viewer, `&search=${word}`, [`${word} Big`, `${word} Draft`]],
    ];
    for (const [client, query, expected] of cases) {
      const res = await client.get(`/api/businesses?sector=${sector}${query}`);
      expect(res.status, query).toBe(200);
      expect(names(res.json.items), query).toEqual(expected.sort());
      expect(res.json.total, query).toBe(expected.length);
    }
  });

  it("without any filter counts every business but the viewer's passed ones", async () => {
    const { client: viewer } = await signedInInvestor(t.app);
    const { business } = await founderWithBusiness(t.app);
    await viewer.put(`/api/businesses/${business.id}/reaction`, { reaction: "passed" });
    // Someone else's reactions change nothing for this viewer.
    const { client: someone } = await signedInInvestor(t.app);
    const { business: another } = await founderWithBusiness(t.app);
    await someone.put(`/api/businesses/${another.id}/reaction`, { reaction: "passed" });

    const all = (await t.deps.db.select({ id: businesses.id }).from(businesses)).length;
    expect((await anonymous.get("/api/businesses")).json.total).toBe(all);
    expect((await viewer.get("/api/businesses")).json.total).toBe(all - 1);
    expect((await someone.get("/api/businesses")).json.total).toBe(all - 1);
  });
});

describe("the sector list", () => {
  it("shows a new sector on this process as soon as a business is saved, and drops one nobody has", async () => {
    const before = (await anonymous.get("/api/businesses")).json.sectors;
    const sector = uniqueWord("fresh");
    expect(before).not.toContain(sector);

    const { client } = await founderWithBusiness(t.app, { businessType: sector });
    expect((await anonymous.get("/api/businesses")).json.sectors).toContain(sector);

    const renamed = uniqueWord("renamed");
    await saveBusiness(client, { businessType: renamed });
    const after = (await anonymous.get("/api/businesses")).json.sectors;
    expect(after).toContain(renamed);
    expect(after).not.toContain(sector);
  });

  it("never holds back the list or its total on another process (only its sector list may lag)", async () => {
    const elsewhere = createClient(other.app);
    await elsewhere.get("/api/businesses");
    const sector = uniqueWord("remote");
    await founderWithBusiness(t.app, { businessType: sector });
    // The list itself is never cached: the other process finds the business right away.
    expect((await elsewhere.get(`/api/businesses?sector=${sector}`)).json.total).toBe(1);
  });
});
