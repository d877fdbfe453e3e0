import { pgTable, QueryBuilder, text } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import { type LiteralPage, pagedOnce, preparedOnce } from "./prepared";

describe("preparedOnce", () => {
  it("prepares a name once per database handle", () => {
    const db = {};
    const otherDb = {};
    const prepare = vi.fn((name: string) => ({ name }));
    const first = preparedOnce(db, "kuza_a", prepare);
    expect(preparedOnce(db, "kuza_a", prepare)).toBe(first);
    expect(preparedOnce(db, "kuza_b", prepare)).toEqual({ name: "kuza_b" });
    expect(preparedOnce(otherDb, "kuza_a", prepare)).not.toBe(first);
    expect(prepare.mock.calls.map(([name]) => name)).toEqual(["kuza_a", "kuza_b", "kuza_a"]);
  });
});

describe("pagedOnce", () => {
  const items = pgTable("items", { name: text("name") });
  const sqlOf = (page: LiteralPage) =>
    new QueryBuilder().select().from(items).limit(page.limit).offset(page.offset).toSQL();

  it("writes the page into the SQL, with no placeholder for PostgreSQL to plan around", () => {
    const built = pagedOnce({}, "kuza_items", { limit: 12, offset: 24 }, (_name, page) => sqlOf(page));
    expect(built.sql).toMatch(/ limit 12 offset 24$/);
    expect(built.params).toEqual([]);
  });

  it("prepares each of the first pages once, under a name that says the page", () => {
    const db = {};
    const build = vi.fn((name: string) => ({ name }));
    const first = pagedOnce(db, "kuza_items", { limit: 12, offset: 0 }, build);
    expect(pagedOnce(db, "kuza_items", { limit: 12, offset: 0 }, build)).toBe(first);
    pagedOnce(db, "kuza_items", { limit: 12, offset: 108 }, build);
    pagedOnce(db, "kuza_items", { limit: 24, offset: 0 }, build);
    expect(build.mock.calls.map(([name]) => name)).toEqual(["kuza_items_12_0", "kuza_items_12_108", "kuza_items_24_0"]);
  });

  it("builds a page further down for its one request and sends it unnamed", () => {
    const db = {};
    const build = vi.fn((name: string) => ({ name }));
    const deep = { limit: 12, offset: 120 };
    expect(pagedOnce(db, "kuza_items", deep, build)).toEqual({ name: "" });
    expect(pagedOnce(db, "kuza_items", deep, build)).toEqual({ name: "" });
    expect(pagedOnce(db, "kuza_items", { limit: 12, offset: 5 }, build)).toEqual({ name: "" });
    expect(build).toHaveBeenCalledTimes(3);
  });

  it("refuses anything but whole numbers, so nothing else reaches the SQL text", () => {
    const build = vi.fn();
    for (const page of [
      { limit: 0, offset: 0 },
      { limit: 12, offset: -12 },
      { limit: 1.5, offset: 0 },
      { limit: Number.NaN, offset: 0 },
      { limit: "12; drop table items" as unknown as number, offset: 0 },
    ]) {
      expect(() => pagedOnce({}, "kuza_items", page, build)).toThrow(/not a page/);
    }
    expect(build).not.toHaveBeenCalled();
  });
});
