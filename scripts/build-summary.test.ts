import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtLine, formatBytes, outputOf, startLine, upToDateLine } from "./build-summary.mjs";

// `npm start` says one line per build step before the server's "listening" line: Vite's chunk
// table and notes are left out (scripts/build-if-needed.mjs), and this is what is said instead.

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [999, "999 B"],
    [1000, "1.0 kB"],
    [15_360, "15.4 kB"],
    [999_949, "999.9 kB"],
    [1_000_000, "1.0 MB"],
    [2_345_678, "2.3 MB"],
  ])("%d -> %s", (bytes, expected) => expect(formatBytes(bytes)).toBe(expected));
});

describe("the build step's line", () => {
  it("is one line: what is built and why, then how long it took and what it wrote", () => {
    const line =
      startLine("web app", "no build yet") + builtLine({ ms: 10_572, output: { files: 96, bytes: 1_432_000 } });
    expect(line).toBe("Building the web app (no build yet)... done in 10.6 s: 96 files, 1.4 MB\n");
    expect(line.trimEnd()).not.toContain("\n");
  });

  it("names a single file by itself", () => {
    expect(builtLine({ ms: 840, output: { files: 1, bytes: 2_100_000 } })).toBe("done in 0.8 s: 1 file, 2.1 MB\n");
  });

  it("says an up-to-date build in one line", () => {
    expect(upToDateLine("server")).toBe("The server build is up to date.\n");
  });
});

describe("outputOf", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kuza-build-summary-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("counts the files a build wrote and their size, leaving out compressed copies and maps", () => {
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), "x".repeat(100));
    writeFileSync(path.join(dir, "index.html.br"), "x".repeat(10));
    writeFileSync(path.join(dir, "index.html.gz"), "x".repeat(20));
    writeFileSync(path.join(dir, "assets", "app.js"), "x".repeat(900));
    writeFileSync(path.join(dir, "assets", "app.js.map"), "x".repeat(5000));
    expect(outputOf(dir)).toEqual({ files: 2, bytes: 1000 });
  });
});
