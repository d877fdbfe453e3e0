import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm ci` refuses a lock that names an optional dependency without an entry of its own. npm
// leaves such an entry out when the registry has no copy of the package (here: @lix-js/sdk's
// builds for other platforms, 0.17.0, pulled in by Paraglide's compiler), so a lock that works on
// the machine that made it can fail on a fresh clone. The missing entries are written by hand
// (version, os and cpu only: npm never downloads a package for another platform).

type Entry = { optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "..", "package-lock.json"), "utf8")) as {
  packages: Record<string, Entry>;
};

/** Where npm would look for `name` from the package at `at`: its own node_modules, then each parent's. */
function resolves(at: string, name: string): boolean {
  let base = at;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return true;
    if (!base) return false;
    const up = base.lastIndexOf("/node_modules/");
    base = up === -1 ? "" : base.slice(0, up);
  }
}

describe("package-lock.json", () => {
  it("has an entry for every optional dependency it names, so npm ci accepts it on a fresh clone", () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${at || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
