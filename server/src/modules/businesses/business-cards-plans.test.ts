import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plansOf, type StatementText, seedCatalogueForPlans } from "../../testing/plan-probe";
import { createTestApp } from "../../testing/test-app";
import { passedCountStatementOf } from "./business-card-count";
import { cardsStatementOf } from "./business-cards.queries";

// A page of the catalogue is sent as a prepared statement, and PostgreSQL should plan it once per
// connection, not at every request: planning it cost 3-4 ms against 0.3 ms to run it (decision
// 037). PostgreSQL keeps a statement's generic plan after five runs only when it does not look
// costlier than the plans made for the values; a LIMIT placeholder, or an amount range as
// placeholders, made it look costlier (or worse). testing/plan-probe sends the statements exactly
// as the server sends them.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  await seedCatalogueForPlans(t.deps.db);
  // Fifty viewers with fifty reactions each, one in five a pass (as in bench:api's seed), so the
  // reactions have a user to lead with and 'passed' is the rarer value.
  await t.deps.db.execute(sql`
    insert into business_reactions (user_id, business_id, reaction)
    select 'plan-founder-' || u, picked.id,
      (case when picked.n % 5 = 0 then 'passed' else 'saved' end)::business_reaction
    from generate_series(1, 50) u
    join (select id, row_number() over (order by created_at) as n from businesses
          where user_id like 'plan-founder-%') picked on picked.n between (u - 1) * 30 + 1 and (u - 1) * 30 + 50`);
  await t.deps.db.execute(sql`analyze business_reactions`);
});
afterAll(() => t.close());

const genericPlansOf = async (statement: StatementText) => (await plansOf(t.deps.db, statement)).genericPlans;

describe("a page of the catalogue on PostgreSQL's planner", () => {
  const page = { limit: 12, offset: 0 };

  it("keeps the generic plan for a visitor and for a signed-in viewer", async () => {
    const visitors = cardsStatementOf(t.deps.db, { viewerId: null }, page);
    // 'active' in the SQL, so the generic plan may use the partial indexes over active campaigns.
    expect(visitors.params).not.toContain("active");
    expect(await genericPlansOf(visitors)).toBeGreaterThan(0);
    const viewer = { viewerId: "plan-founder-1", hidePassed: true };
    expect(await genericPlansOf(cardsStatementOf(t.deps.db, viewer, page))).toBeGreaterThan(0);
  });

  it("would be planned afresh at every run with the page sent as values (why it is written in)", async () => {
    const statement = cardsStatementOf(t.deps.db, { viewerId: "plan-founder-1", hidePassed: true }, page);
    const n = statement.params.length;
    const pageAsValues = {
      sql: statement.sql.replace(" limit 12 offset 0)", ` limit $${n + 1} offset $${n + 2})`),
      params: [...statement.params, 12, 0],
    };
    expect(pageAsValues.sql).not.toBe(statement.sql);
    expect(await genericPlansOf(pageAsValues)).toBe(0);
  });

  it("keeps the generic plan with a sector, a stage and an amount range", async () => {
    const filtered = { viewerId: "plan-founder-1", hidePassed: true, sector: "fintech", stage: "seed" as const };
    const statement = cardsStatementOf(t.deps.db, { ...filtered, amount: "50k-250k" }, page);
    expect(statement.sql).toMatch(/>= 50000/);
    const { genericPlans, plan } = await plansOf(t.deps.db, statement);
    expect(genericPlans).toBeGreaterThan(0);
    // Through the sector and stage index, newest first: with the range as values, the generic plan
    // walked every campaign in a guessed-small range instead.
    expect(plan).toMatch(/businesses_type_stage_created_idx/);
  });

  it("writes the page into the statement rather than sending it as a value", () => {
    const deeper = cardsStatementOf(t.deps.db, { viewerId: null }, { limit: 24, offset: 48 });
    expect(deeper.sql).toMatch(/ limit 24 offset 48\)/);
    expect(deeper.params).not.toContain(24);
  });
});

describe("a viewer's passed count on PostgreSQL's planner", () => {
  // Taken off the shared total at every signed-in catalogue request (business-card-count.ts). Its
  // plan follows the viewer's reactions, whatever the filter matches, so PostgreSQL keeps the
  // generic one, a search's too (whose page is planned for its words); planned afresh, a sector,
  // stage and amount cost 0.37 ms a request against 0.10.
  const viewer = "plan-founder-1";

  it.each([
    ["the whole catalogue", {}],
    [
      "a sector, a stage and an amount range",
      { sector: "fintech", stage: "seed" as const, amount: "50k-250k" as const },
    ],
    ["a search", { tsquery: "farmers:*" }],
  ])("keeps the generic plan for %s, reading the viewer's reactions by key", async (_, filter) => {
    const statement = passedCountStatementOf(t.deps.db, viewer, { viewerId: viewer, hidePassed: true, ...filter });
    // Written in, not sent: as a value, the generic plan guessed every other reaction a pass.
    expect(statement.params).not.toContain("passed");
    const { genericPlans, plan } = await plansOf(t.deps.db, statement);
    expect(genericPlans).toBeGreaterThan(0);
    expect(plan).toMatch(/Index Cond: \(user_id = \$1\)/);
  });
});
