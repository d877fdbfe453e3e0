import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plansOf, seedCatalogueForPlans } from "../../testing/plan-probe";
import { createTestApp } from "../../testing/test-app";
import { cardsStatementOf } from "../businesses/business-cards.queries";
import { campaignsStatementOf } from "../campaigns/campaigns-with-business.queries";

// A page of the deals or of the catalogue sums each of its campaigns' investments (funding's
// campaignTotals). Those rows were written over time, so a campaign's lie on as many table pages as
// it has investments. The totals' columns are in investments_campaign_status_idx, so PostgreSQL
// reads the index alone: 14-19 % fewer pages for a page of either at 100,000 businesses
// (docs/performance.md).

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  await seedCatalogueForPlans(t.deps.db);
  // Five investments a campaign, of every status, from five investors.
  await t.deps.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'plan-investor-' || g, 'Investor ' || g, 'plan-investor-' || g || '@example.test', true
    from generate_series(1, 5) g`);
  await t.deps.db.execute(sql`
    insert into investments (investor_id, campaign_id, amount, status)
    select 'plan-investor-' || g, c.id, 1000 * g,
      (array['completed', 'completed', 'rejected', 'pending', 'completed'])[g]::investment_status
    from campaigns c, generate_series(1, 5) g`);
  // Index-only reads need the table's pages marked all-visible, as autovacuum does after inserts.
  await t.deps.db.execute(sql`vacuum analyze investments`);
});
afterAll(() => t.close());

describe("a page's funding totals on PostgreSQL's planner", () => {
  const page = { limit: 12, offset: 0 };
  const totalsFromIndexAlone = /Index Only Scan using investments_campaign_status_idx/;

  it("reads the catalogue's totals from the investments index alone", async () => {
    const { plan } = await plansOf(t.deps.db, cardsStatementOf(t.deps.db, { viewerId: null }, page));
    expect(plan).toMatch(totalsFromIndexAlone);
  });

  it("reads the deals' totals from the investments index alone", async () => {
    const statement = campaignsStatementOf(t.deps.db, { activeOnly: true }, page, "featured");
    expect((await plansOf(t.deps.db, statement)).plan).toMatch(totalsFromIndexAlone);
  });
});
