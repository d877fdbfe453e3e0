import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The notification counters move at commit (migration notification_versions_at_commit): a
// statement trigger collects the notified users, and a deferred constraint trigger sweeps them.
// SET CONSTRAINTS ... IMMEDIATE would fire the sweep at each statement's end, before that
// statement's collector (PostgreSQL fires row triggers before statement triggers), so the last
// statement's users would keep their kept lists stale. Nothing may run it.

const ROOTS = ["server/src", "scripts", "domain"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "migrations") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs|sql)$/.test(name) ? [path] : [];
  });
}

describe("the notification counters' sweep at commit", () => {
  it("is never fired early: no code sets constraints immediate", () => {
    const self = relative(process.cwd(), import.meta.filename);
    const offenders = ROOTS.flatMap(sourceFiles)
      .filter((file) => relative(process.cwd(), file) !== self)
      .filter((file) => /set\s+constraints/i.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
