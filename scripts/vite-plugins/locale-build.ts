import path from "node:path";
import type { Plugin } from "vite";
import { isAreaMessagesId, loadAreaMessages, messagesByArea, resolveAreaMessages } from "./area-messages.ts";
import { inlinePlainMessages, plainTexts } from "./inline-messages.ts";

// One web build per language (decision 019): KUZA_LOCALE names the language a build is for.
// Paraglide's messages read `globalThis.__PARAGLIDE_STATIC_LOCALE__` as their language; defined
// here as a constant, the minifier keeps only that language's texts, so a page downloads its own
// language and nothing of the other. The HTML shell gets the language's `lang`, title and
// description. scripts/build-web.mjs runs the builds and puts them together.

const STATIC_LOCALE_GLOBAL = "__PARAGLIDE_STATIC_LOCALE__";

// Spelled out rather than imported from domain/i18n/locales.ts: Vite loads this file with the
// config, before its aliases (which that module's @i18n import needs) apply.
const BUILD_LOCALES = ["en", "fr"] as const;
type Locale = (typeof BUILD_LOCALES)[number];
const isLocale = (value: string): value is Locale => (BUILD_LOCALES as readonly string[]).includes(value);

/** The language this build is for: KUZA_LOCALE, English when unset. */
export function buildLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const value = env.KUZA_LOCALE ?? "en";
  if (!isLocale(value)) throw new Error(`KUZA_LOCALE must be en or fr, not ${value}`);
  return value;
}

/** The HTML shell's texts in each language (the page's own title replaces the title once it runs). */
const SHELL_TEXTS: Record<Locale, { title: string; description: string }> = {
  en: {
    title: "Kuza · Africa's Deal Network",
    description: "Kuza, Africa's Deal Network: Fund or Get Funded. Connect startups with investors, no gatekeeping.",
  },
  fr: {
    title: "Kuza · Le réseau des deals de l’Afrique",
    description:
      "Kuza, le réseau des deals de l’Afrique : financez ou faites-vous financer. Startups et investisseurs, sans intermédiaire.",
  },
};

/** index.html in `locale`: its lang attribute, title and description. */
function localizedShell(html: string, locale: Locale): string {
  const texts = SHELL_TEXTS[locale];
  const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(texts.description)}" />`,
    );
}

const COMPILED_DIR = path.resolve(import.meta.dirname, "..", "..", "i18n", "compiled");

export function localeBuild(locale: Locale): Plugin {
  let areas: ReturnType<typeof messagesByArea> | undefined;
  let texts: ReturnType<typeof plainTexts> | undefined;
  return {
    name: "kuza:locale-build",
    apply: "build",
    enforce: "pre",
    // The messages of this language only, one module per area (area-messages.ts).
    resolveId(source) {
      return resolveAreaMessages(source);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes("node_modules")) return null;
      texts ??= plainTexts(locale);
      return inlinePlainMessages(code, texts);
    },
    load(id) {
      if (!isAreaMessagesId(id)) return null;
      areas ??= messagesByArea(COMPILED_DIR, locale);
      return loadAreaMessages(id, areas, COMPILED_DIR);
    },
    config: () => ({ define: { [`globalThis.${STATIC_LOCALE_GLOBAL}`]: JSON.stringify(locale) } }),
    transformIndexHtml: { order: "pre", handler: (html) => localizedShell(html, locale) },
    // The landing page is pre-rendered in this process after the bundle is written: its modules
    // read the same global, so the pre-rendered markup is in this build's language too.
    buildStart() {
      (globalThis as Record<string, unknown>)[STATIC_LOCALE_GLOBAL] = locale;
    },
  };
}
