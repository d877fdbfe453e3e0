import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_LINES, oversizedFiles } from "./check-file-size";

const lines = (n: number) => "x\n".repeat(n);

describe("the 300-line house check", () => {
  it("names a source file over the limit, test files included, and passes one at the limit", () => {
    const root = mkdtempSync(path.join(tmpdir(), "kuza-size-"));
    mkdirSync(path.join(root, "server/src"), { recursive: true });
    writeFileSync(path.join(root, "server/src/at-limit.ts"), lines(MAX_LINES));
    writeFileSync(path.join(root, "server/src/too-long.test.ts"), lines(MAX_LINES + 1));
    writeFileSync(path.join(root, "server/src/notes.md"), lines(MAX_LINES + 50));
    expect(oversizedFiles(root)).toEqual([["server/src/too-long.test.ts", MAX_LINES + 1]]);
  });

  it("skips generated and installed files", () => {
    const root = mkdtempSync(path.join(tmpdir(), "kuza-size-"));
    for (const dir of ["node_modules/pkg", "server/src/db/migrations", "dist/web"]) {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, "big.js"), lines(MAX_LINES * 3));
    }
    expect(oversizedFiles(root)).toEqual([]);
  });
});
