import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./source-ast.ts";

// The catalogues' texts as a one-language build writes them in (inline-messages.ts): the plain
// ones, and those whose parameters are only put in their place (no plural, no escape).

/** Every catalogue's texts in `locale` that are strings (plurals are arrays), by key. */
function catalogueStrings(locale: string, base: string): Map<string, string> {
  const settings = JSON.parse(readFileSync(path.join(base, "project.inlang", "settings.json"), "utf8"));
  const patterns: string[] = settings["plugin.inlang.messageFormat"].pathPattern;
  const texts = new Map<string, string>();
  for (const pattern of patterns) {
    const file = path.join(base, pattern.replace("{locale}", locale));
    const catalogue = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const [key, value] of Object.entries(catalogue)) if (typeof value === "string") texts.set(key, value);
  }
  return texts;
}

/** The plain texts (no parameter, no plural, no escape) of every catalogue in `locale`, by key. */
export function plainTexts(locale: string, base = root): Map<string, string> {
  return new Map([...catalogueStrings(locale, base)].filter(([, text]) => !/[{}\\]/.test(text)));
}

/** A text with parameters: its words, and the parameters' names between them ("par {name}": ["par ", { name }]). */
export type Template = (string | { name: string })[];

/** The texts with parameters and nothing else (no plural, no escape) of every catalogue in `locale`, by key. */
export function templateTexts(locale: string, base = root): Map<string, Template> {
  const templates = new Map<string, Template>();
  for (const [key, text] of catalogueStrings(locale, base)) {
    if (!/\{\w+\}/.test(text) || !/^(?:[^{}\\]|\{\w+\})*$/.test(text)) continue;
    templates.set(
      key,
      text.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? { name: part } : part)),
    );
  }
  return templates;
}

/** What a one-language build writes in: plain texts and texts with parameters, by key. */
export type Texts = { plain: ReadonlyMap<string, string>; templates: ReadonlyMap<string, Template> };

/** Both kinds of texts of `locale`. */
export const textsOf = (locale: string, base = root): Texts => ({
  plain: plainTexts(locale, base),
  templates: templateTexts(locale, base),
});
