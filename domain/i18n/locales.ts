import { getLocale } from "@i18n/runtime";

// Kuza speaks English and French (decision 019, CLARIFICATIONS.md "Languages"). The language of
// a reader comes from their choice (profile, or the kuza-locale cookie and local storage for a
// visitor), else from the browser's languages: the first one Kuza has wins, English otherwise.

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en";

/** The cookie that tells the server which language's page to send first (a visitor's choice too). */
export const LOCALE_COOKIE = "kuza-locale";
/** One year: a language choice is not something to ask again soon. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Intl's locale per language: dates, numbers and money follow the language (USD stays the currency). */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-US", fr: "fr-FR" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

/** "fr-SN" → "fr"; languages Kuza does not have → null. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** The first of the browser's languages (most preferred first) that Kuza has; English otherwise. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The same rule on an Accept-Language header ("fr-CI,fr;q=0.9,en;q=0.8"), q-values respected. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return localeFromLanguages(ranked.map((entry) => entry.tag));
}

/** The reader's language right now: the page's language in a browser, the request's on the server. */
export function currentLocale(): Locale {
  const locale = getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Intl's locale for the reader right now ("fr-FR"). */
export function currentIntlLocale(): string {
  return INTL_LOCALES[currentLocale()];
}
