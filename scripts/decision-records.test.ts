import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md: every record opens with its date and status, and the index lists
// each record once with the same title, date and status, so a reader can trust either.

const dir = path.resolve(import.meta.dirname, "../docs/decisions");
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(path.join(dir, "README.md"), "utf8");
const numbers = new Set(records.map((name) => name.slice(0, 3)));

/** The heading, date and status a record declares at its top. */
function header(name: string) {
  const text = readFileSync(path.join(dir, name), "utf8");
  const heading = /^# (\d{3}) (.+)$/m.exec(text);
  const date = /^- Date: (\d{4}-\d{2}-\d{2})$/m.exec(text);
  const status = /^- Status: (accepted|superseded by (\d{3}))$/m.exec(text);
  return {
    number: heading?.[1],
    title: heading?.[2],
    date: date?.[1],
    status: status?.[1],
    supersededBy: status?.[2],
  };
}

describe("decision records", () => {
  it("exist", () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)("%s has its number, a real date and a status", (name) => {
    const { number, title, date, status, supersededBy } = header(name);
    expect(number).toBe(name.slice(0, 3));
    expect(title).toBeTruthy();
    expect(date).toBeDefined();
    expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect(status).toBeDefined();
    // A record is superseded only by a later one that exists.
    if (supersededBy) {
      expect(numbers.has(supersededBy)).toBe(true);
      expect(Number(supersededBy)).toBeGreaterThan(Number(number));
    }
  });

  it.each(records)("%s is in the index with the same title, date and status", (name) => {
    const { number, title, date, status } = header(name);
    const rows = index.split("\n").filter((line) => line.includes(`](${name})`));
    expect(rows).toHaveLength(1);
    const cells = (rows[0] ?? "").split("|").map((cell) => cell.trim());
    expect(cells.slice(1, 4)).toEqual([number, `[${title}](${name})`, date]);
    expect(cells[4]?.startsWith(status ?? "?")).toBe(true);
  });

  it("the index lists no record that does not exist", () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.sort()).toEqual(records);
  });
});
