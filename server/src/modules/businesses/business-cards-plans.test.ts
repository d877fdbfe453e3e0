import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plansOf, type StatementText, seedCatalogueForPlans } from "../../testing/plan-probe";
import { createTestApp } from "../../testing/test-app";
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
