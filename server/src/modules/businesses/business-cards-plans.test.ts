import { BUSINESS_STAGES, SECTORS } from "@domain/constants/businesses";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app";
import { cardsStatementOf } from "./business-cards.queries";

// A page of the catalogue is sent as a prepared statement, and PostgreSQL should plan it once per
// connection, not at every request: planning it cost 3-4 ms against 0.3 ms to run it (decision
// 037). PostgreSQL keeps a statement's generic plan after five runs only when it does not look
// costlier than the plans made for the values; a LIMIT placeholder, or an amount range as
// placeholders, made it look costlier (or worse). The statements are sent here exactly as the
// server sends them, through PREPARE and EXECUTE on one connection, so both the embedded database
// and PostgreSQL answer from their own planner.

const BUSINESSES = 2000;
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(", ")}]`);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  // Enough rows for plans to differ: founders, their businesses, and an active campaign each.
  await t.deps.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'plan-founder-' || g, 'Founder ' || g, 'plan-founder-' || g || '@example.test', true
    from generate_series(1, ${BUSINESSES}) g`);
  await t.deps.db.execute(sql`
    insert into businesses (user_id, business_name, business_type, stage, description, created_at)
    select 'plan-founder-' || g, 'Business ' || g, (${textArray(SECTORS)})[1 + g % ${SECTORS.length}],
      ((${textArray(BUSINESS_STAGES)})[1 + (g / 7) % ${BUSINESS_STAGES.length}])::business_stage, 'Tools for farmers ' || g,
      now() - g * interval '1 minute'
    from generate_series(1, ${BUSINESSES}) g`);
  await t.deps.db.execute(sql`
    insert into campaigns (business_id, title, summary, funding_goal, equity_offered, min_investment,
      max_investment, instrument, status, ends_at)
    select id, 'Round', 'A round', 20000 + (row_number() over ()) * 1000, 10, 1000, 10000, 'equity',
      'active', now() + interval '30 days'
    from businesses where user_id like 'plan-founder-%'`);
  await t.deps.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** How often PostgreSQL used the generic plan in seven runs of the statement, and the plan it then runs. */
async function plansOf(statement: { sql: string; params: unknown[] }) {
  return t.deps.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare kuza_plan_probe as ${statement.sql}`));
    const args = statement.params.length > 0 ? `(${statement.params.map(literal).join(", ")})` : "";
    for (let run = 0; run < 6; run++) await tx.execute(sql.raw(`execute kuza_plan_probe${args}`));
    const plan = await tx.execute(sql.raw(`explain (costs off) execute kuza_plan_probe${args}`));
    const result = await tx.execute(
      sql`select generic_plans from pg_prepared_statements where name = 'kuza_plan_probe'`,
    );
    await tx.execute(sql.raw("deallocate kuza_plan_probe"));
    // Both drivers answer { rows }; the database handle's type leaves it unknown.
    const planRows = (plan as unknown as { rows: Array<{ "QUERY PLAN": string }> }).rows;
    const [probe] = (result as unknown as { rows: Array<{ generic_plans: number | string }> }).rows;
    return {
      genericPlans: Number(probe?.generic_plans ?? 0),
      plan: planRows.map((row) => row["QUERY PLAN"]).join("\n"),
    };
  });
}
const genericPlansOf = async (statement: { sql: string; params: unknown[] }) => (await plansOf(statement)).genericPlans;

describe("a page of the catalogue on PostgreSQL's planner", () => {
  const page = { limit: 12, offset: 0 };

  it("keeps the generic plan for a visitor and for a signed-in viewer", async () => {
    expect(await genericPlansOf(cardsStatementOf(t.deps.db, { viewerId: null }, page))).toBeGreaterThan(0);
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
    const { genericPlans, plan } = await plansOf(statement);
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
