import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The journeys' accessibility check (e2e/fixtures.ts, expectAccessible) runs every axe rule in the
// light theme and only the colour rules in the dark one, on the same DOM: the switch toggles a
// class on <html>, React renders nothing anew. That is whole only while the dark theme changes
// colours and nothing else (no element shown, hidden, moved or resized): this test holds it so.

const root = path.resolve(import.meta.dirname, "..");
const web = path.join(root, "web", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A Tailwind colour utility: text, background or border in a palette colour, with an opacity or not. */
const COLOUR_UTILITY = /^dark:(text|bg|border)-[a-z]+-\d{2,3}(\/\d{1,3})?$/;

describe("the dark theme", () => {
  it("uses the dark: variant for colour utilities only", () => {
    const variants = sourceFiles(web).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/dark:[^\s"'`]+/g)].map((m) => `${path.relative(root, file)}: ${m[0]}`),
    );
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.filter((v) => !COLOUR_UTILITY.test(v.split(": ")[1] ?? ""))).toEqual([]);
  });

  it("sets only colour custom properties and the colour scheme in the stylesheet", () => {
    const css = readFileSync(path.join(web, "styles.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    // Innermost rules only (a body without braces); a selector stops at the previous ; { or }.
    const rules = [...css.matchAll(/([^{};]+)\{([^{}]*)\}/g)].map((m) => ({
      selector: (m[1] ?? "").trim(),
      body: m[2] ?? "",
    }));
    const blocks = rules.filter((rule) => rule.selector.includes("dark"));
    expect(blocks.map((b) => b.selector)).toEqual([".dark", "html.dark"]);
    const declarations = blocks.flatMap((b) =>
      b.body
        .split(";")
        .map((d) => d.trim())
        .filter(Boolean),
    );
    const notColour = declarations.filter(
      (d) => !/^--[a-z-]+:\s*oklch\([\d.\s/%]+\)$/.test(d) && d !== "color-scheme: dark",
    );
    expect(notColour).toEqual([]);
  });
});
