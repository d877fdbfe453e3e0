import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

// Which failures answer 503 (the database is away for the moment) rather than 500 (our fault).
// The end-to-end proof on a real PostgreSQL is server/src/reliability/database-loss.reliability.ts.

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("isDatabaseUnavailable", () => {
  it.each([
    ["pg_terminate_backend", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["ALLOW_CONNECTIONS false", withCode('database "x" is not currently accepting connections', "55000")],
    ["a refused socket", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a lost socket", new Error("Connection terminated unexpectedly")],
    ["a pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a dead checked-out client", new Error("Client has encountered a connection error and is not queryable")],
  ])("is true for %s, bare or wrapped by Drizzle", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it("is true for every address of a host refusing (AggregateError)", () => {
    const refused = withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED");
    expect(isDatabaseUnavailable(new AggregateError([refused], "connect failed"))).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", withCode("syntax error at or near", "42601")],
    ["another 55000", withCode("cannot do that in this state", "55000")],
    ["a pool closed at shutdown", new Error("Cannot use a pool after calling end on the pool")],
    ["a plain bug", new TypeError("x is not a function")],
  ])("is false for %s", (_label, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it("is false for another failure whose query quotes such words as a parameter", () => {
    const params = ["Connection terminated? not queryable; timeout exceeded when trying to connect"];
    const error = new DrizzleQueryError("insert into messages values ($1)", params, withCode("bad", "22P02"));
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("is false for things that are not errors", () => {
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
