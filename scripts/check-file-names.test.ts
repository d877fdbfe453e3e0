import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { misnamedFiles } from "./check-file-names";

let root = "";
const tree = (files: string[]) => {
  root = mkdtempSync(path.join(tmpdir(), "kuza-names-"));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
  }
};

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("the kebab-case house check", () => {
  it("names files and folders that are not kebab-case", () => {
    tree([
      "web/src/features/a/components/FooBar.tsx",
      "server/src/lib/foo_bar.ts",
      "domain/fooBar.ts",
      "web/src/Features/card.tsx",
      "scripts/foo--bar.ts",
    ]);
    expect(misnamedFiles(root)).toEqual([
      "domain/fooBar.ts",
      "scripts/foo--bar.ts",
      "server/src/lib/foo_bar.ts",
      "web/src/Features",
      "web/src/features/a/components/FooBar.tsx",
    ]);
  });

  it("accepts kebab-case with dotted parts, type declarations, dotfiles and READMEs", () => {
    tree([
      "web/src/features/a/components/foo-bar.test.tsx",
      "scripts/bench-api-autocannon.d.ts",
      "server/src/modules/one/one.queries.ts",
      "docs/decisions/001-stack.md",
      "docs/decisions/README.md",
      ".dependency-cruiser.cjs",
      ".ci/run",
    ]);
    expect(misnamedFiles(root)).toEqual([]);
  });

  it("skips drizzle-kit's generated migrations and installed or built files", () => {
    tree([
      "server/src/db/migrations/0004_due_diligence.sql",
      "server/src/db/migrations/meta/_journal.json",
      "node_modules/@tanstack/react-query/Build_Modern.js",
      "dist/web/assets/Index-AbC.js",
    ]);
    expect(misnamedFiles(root)).toEqual([]);
  });
});
