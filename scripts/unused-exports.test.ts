import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Proves `npm run lint` refuses dead code: knip, with the project's own knip.jsonc, runs on a small
// tree with an unused export, an unused type, an export only its own file uses and an unused file,
// beside exports that are used.

const root = path.resolve(import.meta.dirname, "..");

const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "fixture", private: true, type: "module" }),
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "bundler" } }),
  // An entry (scripts/*.ts) that uses one export of each domain file.
  "scripts/tool.ts": [
    'import { used } from "../domain/rules";',
    'import type { TUsed } from "../domain/types";',
    'import { useThing } from "../web/src/features/a/api/get-thing";',
    "const value: TUsed = used;",
    "export const all = [value, useThing];",
  ].join("\n"),
  "domain/rules.ts": "export const used = 1;\nexport const deadValue = 2;\n",
  "domain/types.ts": "export type TUsed = number;\nexport type TDead = string;\n",
  // The hook is used; its fetcher and query options only by the hook, so they need no export.
  "web/src/features/a/api/get-thing.ts": [
    "export function getThing() { return 1; }",
    "export const thingQueryOptions = () => ({ queryFn: getThing });",
    "export function useThing() { return thingQueryOptions(); }",
  ].join("\n"),
  "domain/orphan.ts": "export const nobody = 1;\n",
};

let dir = "";
let status: number | null = null;
let output = "";

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "kuza-knip-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  copyFileSync(path.join(root, "knip.jsonc"), path.join(dir, "knip.jsonc"));
  const knip = spawnSync(path.join(root, "node_modules", ".bin", "knip"), ["--no-progress", "--no-config-hints"], {
    cwd: dir,
    encoding: "utf8",
  });
  status = knip.status;
  output = `${knip.stdout}${knip.stderr}`;
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("unused exports fail the lint", () => {
  it("npm run lint runs knip", () => {
    const lint: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.lint;
    expect(lint).toMatch(/(^|&& )knip( |$)/);
  });

  it("knip exits non-zero and names the unused export, type and file", () => {
    expect(status).toBe(1);
    expect(output).toMatch(/deadValue\s+domain\/rules\.ts/);
    expect(output).toMatch(/TDead\s+type\s+domain\/types\.ts/);
    expect(output).toMatch(/domain\/orphan\.ts/);
  });

  it("names an export only its own file uses", () => {
    expect(output).toMatch(/getThing\s+function\s+web\/src\/features\/a\/api\/get-thing\.ts/);
    expect(output).toMatch(/thingQueryOptions\s+web\/src\/features\/a\/api\/get-thing\.ts/);
  });

  it("does not name what another file uses", () => {
    expect(output).not.toMatch(/\bused\s+domain\/rules\.ts/);
    expect(output).not.toMatch(/TUsed/);
    expect(output).not.toMatch(/useThing/);
  });
});
