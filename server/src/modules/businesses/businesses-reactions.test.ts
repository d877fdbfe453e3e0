import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import type { TBusinessCard } from "@domain/schemas/businesses";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessReactions } from "../../db/schema";
import { expectErrorBody } from "../../testing/accounts";
import { founderWithBusiness, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { withRaceBeforeWrite } from "../../testing/database-race";
import { createClient, createTestApp, MISSING_ID } from "../../testing/test-app";

// Save and Pass: a viewer's reactions to businesses and how they shape that viewer's list.

// The database is shared by the whole file, so each test filters by a sector of its own.

let t: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  anonymous = createClient(t.app);
});
afterAll(() => t.close());

const names = (items: TBusinessCard[]) => items.map((b) => b.businessName);

describe("Save and Pass", () => {
  it("keeps saved businesses per viewer, hides passed ones from their list only, and can be undone", async () => {
    const sector = uniqueWord("sector");
    const saved = await founderWithBusiness(t.app, { businessName: "Keep me", businessType: sector });
    const passed = await founderWithBusiness(t.app, { businessName: "Not for me", businessType: sector });
    await founderWithBusiness(t.app, { businessName: "Untouched", businessType: sector });
    const { client: investor } = await signedInInvestor(t.app);
    const { client: otherInvestor } = await signedInInvestor(t.app);

    const save = await investor.put(`/api/businesses/${saved.business.id}/reaction`, { reaction: "saved" });
    expect(save.status).toBe(200);
    expect(save.json).toEqual({ reaction: "saved" });
    expect((await investor.put(`/api/businesses/${passed.business.id}/reaction`, { reaction: "passed" })).status).toBe(
      200,
    );

    const mine = (await investor.get(`/api/businesses?sector=${sector}`)).json;
    expect(mine.total).toBe(2);
    expect(mine.items.map((b: TBusinessCard) => [b.businessName, b.saved])).toEqual([
      ["Untouched", false],
      ["Keep me", true],
    ]);
    const savedOnly = (await investor.get(`/api/businesses?sector=${sector}&saved=true`)).json;
    expect(names(savedOnly.items)).toEqual(["Keep me"]);
    expect(savedOnly.total).toBe(1);

    // Nobody else is affected.
    expect((await otherInvestor.get(`/api/businesses?sector=${sector}`)).json.total).toBe(3);
    expect(
      (await anonymous.get(`/api/businesses?sector=${sector}`)).json.items.every((b: TBusinessCard) => !b.saved),
    ).toBe(true);

    // A passed business still opens, and changing one's mind brings it back.
    expect((await investor.get(`/api/businesses/${passed.business.id}`)).status).toBe(200);
    expect((await investor.delete(`/api/businesses/${passed.business.id}/reaction`)).status).toBe(204);
    expect((await investor.get(`/api/businesses?sector=${sector}`)).json.total).toBe(3);
    // Saving a passed one replaces the reaction.
    await investor.put(`/api/businesses/${saved.business.id}/reaction`, { reaction: "passed" });
    expect((await investor.get(`/api/businesses?sector=${sector}&saved=true`)).json.total).toBe(0);
  });

  it("lists the viewer's passed businesses, their own only, and un-passing takes one out of it", async () => {
    const sector = uniqueWord("sector");
    const passed = await founderWithBusiness(t.app, { businessName: "Passed once", businessType: sector });
    const saved = await founderWithBusiness(t.app, { businessName: "Kept", businessType: sector });
    await founderWithBusiness(t.app, { businessName: "Never seen", businessType: sector });
    const { client: investor } = await signedInInvestor(t.app);
    const { client: otherInvestor } = await signedInInvestor(t.app);
    await investor.put(`/api/businesses/${passed.business.id}/reaction`, { reaction: "passed" });
    await investor.put(`/api/businesses/${saved.business.id}/reaction`, { reaction: "saved" });
    await otherInvestor.put(`/api/businesses/${saved.business.id}/reaction`, { reaction: "passed" });

    const mine = (await investor.get(`/api/businesses?sector=${sector}&passed=true`)).json;
    expect(names(mine.items)).toEqual(["Passed once"]);
    expect(mine.total).toBe(1);
    expect(mine.items[0].saved).toBe(false);
    // The other investor's pass is theirs alone.
    expect(names((await otherInvestor.get(`/api/businesses?sector=${sector}&passed=true`)).json.items)).toEqual([
      "Kept",
    ]);
    // Filters still apply within it.
    expect((await investor.get(`/api/businesses?sector=${sector}&passed=true&search=Kept`)).json.total).toBe(0);

    // Un-pass: it leaves the passed list and is back in the catalogue.
    expect((await investor.delete(`/api/businesses/${passed.business.id}/reaction`)).status).toBe(204);
    expect((await investor.get(`/api/businesses?sector=${sector}&passed=true`)).json.total).toBe(0);
    expect(names((await investor.get(`/api/businesses?sector=${sector}`)).json.items)).toContain("Passed once");
  });

  it("needs a signed-in viewer", async () => {
    const { business } = await founderWithBusiness(t.app);
    for (const res of [
      await anonymous.get("/api/businesses?saved=true"),
      await anonymous.get("/api/businesses?passed=true"),
      await anonymous.put(`/api/businesses/${business.id}/reaction`, { reaction: "saved" }),
      await anonymous.delete(`/api/businesses/${business.id}/reaction`),
    ]) {
      expect(res.status).toBe(401);
      expectErrorBody(res.json, "UNAUTHENTICATED");
    }
  });

  it("answers 404 for a business that does not exist and 400 for a reaction that does not", async () => {
    const { client: investor } = await signedInInvestor(t.app);
    const { business } = await founderWithBusiness(t.app);
    for (const id of [MISSING_ID, "nope"]) {
      expect((await investor.put(`/api/businesses/${id}/reaction`, { reaction: "saved" })).status).toBe(404);
      expect((await investor.delete(`/api/businesses/${id}/reaction`)).status).toBe(404);
    }
    const res = await investor.put(`/api/businesses/${business.id}/reaction`, { reaction: "love" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(["reaction"]);
  });

  it("answers 404, not 500, when the business disappears between the check and the write", async () => {
    const { client: investor } = await signedInInvestor(t.app);
    const { business } = await founderWithBusiness(t.app);
    // The business passes the route's existence check, then its founder deletes it just before the write.
    const race = {
      before: "insert",
      table: "business_reactions",
      when: `new.business_id = '${business.id}'`,
      write: `delete from businesses where id = '${business.id}'`,
    } as const;
    const res = await withRaceBeforeWrite(t.deps.db, race, () =>
      investor.put(`/api/businesses/${business.id}/reaction`, { reaction: "saved" }),
    );
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(BUSINESS_MESSAGES.notFound);
    // The race's delete goes with the refused statement; the reaction was not kept either.
    const reactions = await t.deps.db
      .select()
      .from(businessReactions)
      .where(eq(businessReactions.businessId, business.id));
    expect(reactions).toEqual([]);
  });
});
