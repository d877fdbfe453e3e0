import { BUSINESS_STAGES, SECTORS } from "@domain/constants/businesses";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

// How PostgreSQL's planner treats a statement the server prepares: sent exactly as the server sends
// it, through PREPARE and EXECUTE on one connection, so both the embedded database and PostgreSQL
// answer from their own planner. PostgreSQL keeps a statement's generic plan after five runs only
// when it does not look costlier than the plans made for the values (decision 037).

export type StatementText = { sql: string; params: unknown[] };

const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** How often PostgreSQL used the generic plan in seven runs of the statement, and the plan it then runs. */
export async function plansOf(db: Database, statement: StatementText) {
  return db.transaction(async (tx) => {
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

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(", ")}]`);

/**
 * Enough rows for plans to differ: `count` founders, their businesses (sectors and stages spread,
 * one a minute older than the next) and an active campaign each, analysed.
 */
export async function seedCatalogueForPlans(db: Database, count = 2000): Promise<void> {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'plan-founder-' || g, 'Founder ' || g, 'plan-founder-' || g || '@example.test', true
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into businesses (user_id, business_name, business_type, stage, description, created_at)
    select 'plan-founder-' || g, 'Business ' || g, (${textArray(SECTORS)})[1 + g % ${SECTORS.length}],
      ((${textArray(BUSINESS_STAGES)})[1 + (g / 7) % ${BUSINESS_STAGES.length}])::business_stage, 'Tools for farmers ' || g,
      now() - g * interval '1 minute'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into campaigns (business_id, title, summary, funding_goal, equity_offered, min_investment,
      max_investment, instrument, status, ends_at)
    select id, 'Round', 'A round', 20000 + (row_number() over ()) * 1000, 10, 1000, 10000, 'equity',
      'active', now() + interval '30 days'
    from businesses where user_id like 'plan-founder-%'`);
  await db.execute(sql`analyze`);
}
