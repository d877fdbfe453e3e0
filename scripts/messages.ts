import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The message catalogues (decision 019): every area keeps its texts in messages/en.json and
// messages/fr.json beside its code, under keys that start with the area's prefix. These helpers
// read them for scripts/messages.test.ts.

const root = path.resolve(import.meta.dirname, "..");

export const LOCALES = ["en", "fr"] as const;
type Catalogue = Record<string, unknown>;

/** The folders that hold a messages/ catalogue, as project.inlang/settings.json lists them. */
export function catalogueAreas(): string[] {
  const settings = JSON.parse(readFileSync(path.join(root, "project.inlang", "settings.json"), "utf8"));
  const patterns: string[] = settings["plugin.inlang.messageFormat"].pathPattern;
  return patterns.map((p) => p.replace(/^\.\//, "").replace(/\/messages\/\{locale\}\.json$/, ""));
}

/** Every folder of the project that has a messages/ folder (so none is left out of the settings). */
export function areasOnDisk(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const child = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name === "messages") found.push(dir);
      else walk(child);
    }
  };
  for (const top of ["web/src", "domain", "server/src"]) walk(top);
  return found.sort();
}

/** The key prefix of an area: its last folder name in camelCase ("due-diligence" → "dueDiligence"). */
export function prefixOf(area: string): string {
  const name =
    area === "web/src/components"
      ? "ui"
      : area === "web/src/app"
        ? "app"
        : area === "server/src"
          ? "server"
          : path.basename(area);
  return name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

export function catalogue(area: string, locale: (typeof LOCALES)[number]): Catalogue {
  const file = path.join(root, area, "messages", `${locale}.json`);
  if (!existsSync(file)) return {};
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8")) as Catalogue;
  return messages;
}

/** The parameters a message takes: `{name}` in a text, and `input x` in a plural's declarations. */
export function parametersOf(message: unknown): string[] {
  const found = new Set<string>();
  const fromText = (text: string) => {
    for (const match of text.matchAll(/(?<!\\)\{\s*(\w+)\s*\}/g)) if (match[1]) found.add(match[1]);
  };
  const visit = (value: unknown) => {
    if (typeof value === "string") fromText(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const variant = value as { declarations?: string[]; match?: Record<string, string> };
      for (const declaration of variant.declarations ?? []) {
        const input = declaration.match(/^input\s+(\w+)/);
        if (input?.[1]) found.add(input[1]);
      }
      for (const text of Object.values(variant.match ?? {})) fromText(text);
    }
  };
  visit(message);
  return [...found].sort();
}

/** The source files a key may be used in (generated output and the catalogues themselves excluded). */
export function sourceTexts(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const child = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "messages") walk(child);
      } else if (
        /\.(tsx?|mjs)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !child.startsWith("scripts/messages")
      ) {
        parts.push(readFileSync(path.join(root, child), "utf8"));
      }
    }
  };
  for (const top of ["web/src", "domain", "server/src", "scripts"]) walk(top);
  return parts.join("\n");
}
