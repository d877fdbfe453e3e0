import path from "node:path";
import type { Plugin } from "vite";
import { isAreaMessagesId, loadAreaMessages, messagesByArea, resolveAreaMessages } from "./area-messages.ts";
import { inlinePlainMessages, type TextTables, textTables } from "./inline-messages.ts";
import { type Texts, textsOf } from "./message-texts.ts";

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

/** `@i18n/runtime` once Vite's alias has made it a path (with or without its extension). */
const COMPILED_RUNTIME = /[\\/]i18n[\\/]compiled[\\/]runtime(\.js)?$/;
const RUNTIME_ID = "\0kuza-runtime";

/**
 * Paraglide's runtime as a build for one language needs it: the language is `locale`, always, and
 * asking for another reloads the page (what the full runtime does when its language is static, with
 * the strategies of project.inlang/settings.json, which store nothing). The full runtime (URL
 * strategies, cookies, server storage) stays out of the bundle. A module importing anything else
 * from the runtime fails the build, which names the missing export.
 */
export function staticRuntime(locale: Locale): string {
  return `export const baseLocale = "en";
export const locales = ${JSON.stringify(BUILD_LOCALES)};
export const experimentalStaticLocale = ${JSON.stringify(locale)};
export const isLocale = (value) => locales.includes(value);
export const getLocale = () => experimentalStaticLocale;
export function setLocale(newLocale) {
  if (newLocale !== experimentalStaticLocale && typeof window !== "undefined") window.location.reload();
}
`;
}

export function localeBuild(locale: Locale): Plugin {
  let areas: ReturnType<typeof messagesByArea> | undefined;
  let texts: Texts | undefined;
  let tables: TextTables | undefined;
  return {
    name: "kuza:locale-build",
    apply: "build",
    enforce: "pre",
    // The messages of this language only, grouped (area-messages.ts); a runtime for one language.
    resolveId(source) {
      if (COMPILED_RUNTIME.test(source) || source === RUNTIME_ID) return RUNTIME_ID;
      return resolveAreaMessages(source);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes("node_modules")) return null;
      texts ??= textsOf(locale);
      tables ??= textTables(texts);
      return inlinePlainMessages(code, texts, id.split("?")[0] as string, tables);
    },
    load(id) {
      if (id === RUNTIME_ID) return staticRuntime(locale);
      if (!isAreaMessagesId(id)) return null;
      texts ??= textsOf(locale);
      areas ??= messagesByArea(COMPILED_DIR, locale, texts.plain);
      return loadAreaMessages(id, areas, COMPILED_DIR);
    },
    // A message that no group holds, or a runtime export the one-language runtime lacks, would be
    // undefined at run time: fail the build instead.
    onLog(_level, log) {
      if (log.code === "IMPORT_IS_UNDEFINED" && /kuza-(messages|runtime)/.test(log.message))
        this.error(`the one-language build lost an import: ${log.message}`);
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
