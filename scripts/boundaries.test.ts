import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Proves each import boundary of docs/decisions/008-boundaries.md: a small tree with one
// deliberate violation per rule (and the allowed seams beside them) is linted with the
// project's own Biome and dependency-cruiser configurations.

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const files: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      module: "ESNext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      paths: { "@domain/*": ["./domain/*"], "@web/*": ["./web/src/*"] },
    },
  }),
  // web
  "web/src/features/b/components/card.tsx": "export const Card = 1;\n",
  "web/src/features/b/api/get-things.ts": "export const getThings = 1;\n",
  "web/src/features/b/api/save-thing.ts": "export const saveThing = 1;\n",
  "web/src/features/a/pages/page.tsx": [
    'import { Card } from "@web/features/b/components/card";',
    'import { getThings } from "@web/features/b/api/get-things";',
    'import { saveThing } from "@web/features/b/api/save-thing";',
    "export const all = [Card, getThings, saveThing];",
  ].join("\n"),
  "web/src/app/theme.ts": "export const theme = 1;\n",
  "web/src/features/a/components/uses-app.tsx": 'import { theme } from "@web/app/theme";\nexport const u = theme;\n',
  "web/src/components/switcher.tsx": 'import { theme } from "@web/app/theme";\nexport const s = theme;\n',
  "web/src/lib/viewer.ts": 'import { getThings } from "@web/features/b/api/get-things";\nexport const v = getThings;\n',
  "web/src/lib/calls-server.ts":
    'import { AppError } from "../../../server/src/lib/errors";\nexport const e = AppError;\n',
  "web/src/lib/loop-a.ts": 'import { b } from "./loop-b";\nexport const a = () => b;\n',
  "web/src/lib/loop-b.ts": 'import { a } from "./loop-a";\nexport const b = () => a;\n',
  // domain
  "domain/rules.ts": 'import { AppError } from "../server/src/lib/errors";\nexport const r = AppError;\n',
  "domain/hooks.ts": [
    'import { useState } from "react";',
    'import { createRoot } from "react-dom/client";',
    'import { useQuery } from "@tanstack/react-query";',
    "export const h = [useState, createRoot, useQuery];",
  ].join("\n"),
  // Stand-ins for the packages, so they resolve under node_modules/ as in the real tree.
  "node_modules/react/package.json": '{ "name": "react", "main": "index.js" }',
  "node_modules/react/index.js": "export const useState = 1;\n",
  "node_modules/react-dom/package.json": '{ "name": "react-dom", "main": "index.js" }',
  "node_modules/react-dom/client.js": "export const createRoot = 1;\n",
  "node_modules/@tanstack/react-query/package.json": '{ "name": "@tanstack/react-query", "main": "index.js" }',
  "node_modules/@tanstack/react-query/index.js": "export const useQuery = 1;\n",
  // server
  "server/src/lib/errors.ts": "export class AppError {}\n",
  "server/src/lib/reads-web.ts": 'import { v } from "@web/lib/viewer";\nexport const w = v;\n',
  "server/src/auth/session.ts": 'import { findOne } from "../modules/one/one.queries";\nexport const s = findOne;\n',
  "server/src/modules/notifications/notify.ts": "export const notify = 1;\n",
  "server/src/modules/one/one.queries.ts": "export const findOne = 1;\n",
  "server/src/modules/one/one.service.ts": [
    'import { findTwo } from "../two/two.queries";',
    'import { notify } from "../notifications/notify";',
    'import { serveTwo } from "../two/two.service";',
    "export const one = [findTwo, notify, serveTwo];",
  ].join("\n"),
  "server/src/modules/two/two.queries.ts": "export const findTwo = 1;\n",
  "server/src/modules/two/two.service.ts":
    'import { findOne } from "../one/one.queries";\nexport const serveTwo = findOne;\n',
};

let dir = "";
let cruiseOutput = "";

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "kuza-boundaries-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  copyFileSync(path.join(root, "biome.json"), path.join(dir, "biome.json"));
  const cruise = spawnSync(
    bin("depcruise"),
    ["web/src", "server/src", "domain", "--config", path.join(root, ".dependency-cruiser.cjs"), "--output-type", "err"],
    { cwd: dir, encoding: "utf8" },
  );
  cruiseOutput = `${cruise.stdout}${cruise.stderr}`;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** dependency-cruiser's line for one broken rule, e.g. "error no-circular: a.ts → b.ts". */
const violation = (rule: string, from: string, to: string) =>
  new RegExp(`error ${rule}: ${from.replaceAll(".", "\\.")}\\s+→\\s+${to.replaceAll(".", "\\.")}`);

describe("dependency-cruiser boundaries", () => {
  it.each([
    ["feature-not-other-feature", "web/src/features/a/pages/page.tsx", "web/src/features/b/components/card.tsx"],
    ["feature-not-other-feature", "web/src/features/a/pages/page.tsx", "web/src/features/b/api/save-thing.ts"],
    ["shared-ui-not-app-or-features", "web/src/components/switcher.tsx", "web/src/app/theme.ts"],
    ["shared-ui-not-app-or-features", "web/src/lib/viewer.ts", "web/src/features/b/api/get-things.ts"],
    ["web-not-server", "web/src/lib/calls-server.ts", "server/src/lib/errors.ts"],
    ["server-not-web", "server/src/lib/reads-web.ts", "web/src/lib/viewer.ts"],
    ["domain-is-pure", "domain/rules.ts", "server/src/lib/errors.ts"],
    ["domain-not-react", "domain/hooks.ts", "node_modules/react/index.js"],
    ["domain-not-react", "domain/hooks.ts", "node_modules/react-dom/client.js"],
    ["domain-not-react", "domain/hooks.ts", "node_modules/@tanstack/react-query/index.js"],
    ["feature-not-app", "web/src/features/a/components/uses-app.tsx", "web/src/app/theme.ts"],
    ["infrastructure-not-area", "server/src/auth/session.ts", "server/src/modules/one/one.queries.ts"],
    [
      "module-reads-other-module-queries-only",
      "server/src/modules/one/one.service.ts",
      "server/src/modules/two/two.service.ts",
    ],
    ["no-module-cycles", "server/src/modules/one", ""],
    ["no-circular", "web/src/lib/loop-a.ts", ""],
  ])("%s fails on %s → %s", (rule, from, to) => {
    expect(cruiseOutput).toMatch(violation(rule, from, to));
  });

  it("allows the seams: another area's api/get-*, another module's queries and notify()", () => {
    expect(cruiseOutput).not.toMatch(/page\.tsx\s+→\s+web\/src\/features\/b\/api\/get-things\.ts/);
    expect(cruiseOutput).not.toMatch(/one\.service\.ts\s+→\s+server\/src\/modules\/two\/two\.queries\.ts/);
    expect(cruiseOutput).not.toMatch(/one\.service\.ts\s+→\s+server\/src\/modules\/notifications\/notify\.ts/);
  });
});

describe("Biome restricted imports", () => {
  const lint = (file: string) =>
    spawnSync(bin("biome"), ["lint", "--vcs-enabled=false", file], { cwd: dir, encoding: "utf8" });

  it("refuses the @web alias anywhere under server/ (not only one segment deep)", () => {
    const result = lint("server/src/lib/reads-web.ts");
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain("The server never imports the web app");
  });

  it("refuses React, react-dom and TanStack Query in domain/", () => {
    const result = lint("domain/hooks.ts");
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`.match(/domain\/ is pure TypeScript/g)).toHaveLength(3);
  });

  it("refuses server code in domain/", () => {
    const result = lint("domain/rules.ts");
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain("domain/ is pure TypeScript");
  });
});
