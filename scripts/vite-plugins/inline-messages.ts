import { readFileSync } from "node:fs";
import path from "node:path";

// In a one-language build (decision 019), `m.accounts_signIn()` (a message with no parameters,
// called where it is written) becomes the text itself, as the code read before it had messages: the
// page then carries no function, no module and no call for most of its texts. Messages with
// parameters or plurals, and messages passed as functions (`localized({ title: m.x })`), stay
// calls to the grouped modules of area-messages.ts.

const root = path.resolve(import.meta.dirname, "..", "..");

/** The plain texts (no parameter, no plural, no escape) of every catalogue in `locale`, by key. */
export function plainTexts(locale: string): Map<string, string> {
  const settings = JSON.parse(readFileSync(path.join(root, "project.inlang", "settings.json"), "utf8"));
  const patterns: string[] = settings["plugin.inlang.messageFormat"].pathPattern;
  const texts = new Map<string, string>();
  for (const pattern of patterns) {
    const file = path.join(root, pattern.replace("{locale}", locale));
    const catalogue = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const [key, value] of Object.entries(catalogue)) {
      if (typeof value === "string" && !/[{}\\]/.test(value)) texts.set(key, value);
    }
  }
  return texts;
}

const IMPORTS_MESSAGES = /import \{[^}]*\bm\b[^}]*\} from "@i18n\/messages"/;
const PLAIN_CALL = /(?<![\w.$])m\.(\w+)\(\)/g;

/** `code` with each plain message call replaced by its text; null when nothing changed. */
export function inlinePlainMessages(code: string, texts: Map<string, string>): string | null {
  if (!IMPORTS_MESSAGES.test(code)) return null;
  let changed = false;
  const result = code.replace(PLAIN_CALL, (call, key: string) => {
    const text = texts.get(key);
    if (text === undefined) return call;
    changed = true;
    return JSON.stringify(text);
  });
  return changed ? result : null;
}
