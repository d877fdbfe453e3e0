import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectSecrets, emptySecrets, leaksIn } from "./access-leaks";
import { ALL_METHOD_PATHS, appRoutes, ROUTE_TABLE, snapshot } from "./access-routes";
import { type Entry, outcomeFor } from "./access-table";
import { buildWorld, sendAs, WHO, type Whose, type World } from "./access-world";

// The authorization matrix: every route of the app x {signed out, investor, founder, admin} x
// {own object, someone else's object}, against the outcomes written in ./access-table-*.ts.
// A refused call leaves the rows it could write unchanged; no successful answer carries a
// secret or another user's e-mail address.

let w: World;
const secrets = emptySecrets();
const answers: Array<{ route: string; who: string; viewerId: string | null; text: string; mayShowEmails: boolean }> =
  [];

beforeAll(async () => {
  w = await buildWorld();
  await collectSecrets(w, secrets);
}, 180_000);
afterAll(() => w?.t.close());

const ERROR_CODES: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" };

async function runEntry(entry: Entry): Promise<string[]> {
  const problems: string[] = [];
  const method = entry.route.slice(0, entry.route.indexOf(" "));
  const cases: Whose[] = entry.objectless ? ["own"] : ["own", "other"];
  for (const who of WHO) {
    for (const whose of cases) {
      const expected = outcomeFor(entry.expect[who], whose);
      const req = await entry.call(w, who, whose);
      const refused = expected >= 400;
      const before = refused && entry.writes?.length ? await snapshot(w, entry.writes) : null;
      const person = w.person(who);
      const res = await sendAs(w.t, person, method, req.path, req);
      const label = `${who}/${whose}`;
      if (res.status !== expected)
        problems.push(`${label}: expected ${expected}, got ${res.status} ${res.text.slice(0, 160)}`);
      if (
        refused &&
        ERROR_CODES[expected] &&
        res.status === expected &&
        res.json?.error?.code !== ERROR_CODES[expected]
      )
        problems.push(`${label}: error code ${res.json?.error?.code}, expected ${ERROR_CODES[expected]}`);
      if (before && entry.writes) {
        const after = await snapshot(w, entry.writes);
        if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${label}: refused, but rows changed`);
      }
      if (res.status < 300) {
        const mayShowEmails = who === "admin" && entry.adminSeesEmails === true;
        const viewerId = entry.createsAccount ? (res.json?.profile?.id ?? null) : (person?.id ?? null);
        answers.push({ route: entry.route, who: label, viewerId, text: res.text, mayShowEmails });
      }
    }
  }
  return problems;
}

describe("authorization matrix", () => {
  it("has exactly one entry per route the app serves, and no entry for a route it does not", async () => {
    const { routes, allMethodPaths } = appRoutes(w.t.app);
    const listed = ROUTE_TABLE.map((e) => e.route);
    expect(new Set(listed).size, "a route listed twice").toBe(listed.length);
    expect(
      routes.filter((r) => !listed.includes(r)),
      "routes without an entry in the table",
    ).toEqual([]);
    expect(
      listed.filter((r) => !routes.includes(r)),
      "entries for routes the app does not have",
    ).toEqual([]);
    expect(allMethodPaths, "app.all/app.use paths (an app.all route needs a table entry)").toEqual(
      [...ALL_METHOD_PATHS].sort(),
    );
  });

  it("states, for every route, what it writes and whether it names an object", () => {
    for (const entry of ROUTE_TABLE) {
      const hasParam = entry.route.includes("/:");
      if (hasParam) expect(entry.objectless, `${entry.route} names an object in its path`).toBeUndefined();
      if (!entry.route.startsWith("GET "))
        expect(entry.writes, `${entry.route}: say which tables it writes`).toBeDefined();
    }
  });

  it.each(ROUTE_TABLE.map((e) => [e.route, e] as const))("%s", async (_route, entry) => {
    expect(await runEntry(entry)).toEqual([]);
  });

  it("answers carry no password hash, token, session id or another user's e-mail address", async () => {
    await collectSecrets(w, secrets);
    expect(answers.length).toBeGreaterThan(200);
    const leaks = answers.flatMap((a) =>
      leaksIn(a.text, a.viewerId, secrets, { mayShowEmails: a.mayShowEmails }).map((l) => `${a.route} ${a.who}: ${l}`),
    );
    expect(leaks).toEqual([]);
  });
});
