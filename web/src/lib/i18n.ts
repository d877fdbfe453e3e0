import {
  currentLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type Locale,
  localeFromLanguages,
} from "@domain/i18n/locales";
import type { TMe } from "@domain/schemas/accounts";
import { experimentalStaticLocale, setLocale } from "@i18n/runtime";
import { apiFetch } from "./api-client";
import { page } from "./page-reload";

// The page's language (issue 20, decision 019). A choice is kept for a visitor in local storage
// (beside the theme) and in the kuza-locale cookie, which the server reads to send the page in that
// language from the first byte; a signed-in user's choice is also saved on their profile, so it
// follows them to another device and into their e-mails. With no choice, the browser's languages
// decide. Changing language reloads the page where it is: a production bundle speaks one language.

/** Each language in its own words, as a switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français" };

const STORAGE_KEY = "locale";
/** Set while a reload asked for a language is under way, so a page never reloads itself in a loop. */
const RELOAD_GUARD_KEY = "locale-reload";

export { page };

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** The language chosen on this device (local storage, else the cookie), if any. */
export function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    /* storage blocked: the cookie may still say */
  }
  const cookie = readCookie(LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : null;
}

/** Keeps a choice on this device: local storage, and the cookie the server reads. */
function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    /* private mode: the cookie still carries it */
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers Kuza serves
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The browser's languages, most preferred first. */
function browserLanguages(): readonly string[] {
  const { languages, language } = window.navigator;
  return languages?.length ? languages : language ? [language] : [];
}

/** The language a production bundle was built in (none in development and tests, where both are loaded). */
function builtLocale(): Locale | null {
  return isLocale(experimentalStaticLocale) ? experimentalStaticLocale : null;
}

function guardedReload(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_GUARD_KEY)) return false;
    sessionStorage.setItem(RELOAD_GUARD_KEY, "1");
  } catch {
    return false; // no way to tell a second reload from the first: stay
  }
  page.reload();
  return true;
}

function clearReloadGuard() {
  try {
    sessionStorage.removeItem(RELOAD_GUARD_KEY);
  } catch {
    /* nothing kept, nothing to clear */
  }
}

/**
 * Decides the page's language before the first render: the choice kept on this device, else the
 * browser's languages (French for any fr-*). A production bundle already speaks the language the
 * server chose; if a kept choice says otherwise (its cookie was lost), the cookie is written again
 * and the page reloaded once to fetch the right one.
 */
export function bootLocale(): Locale {
  const stored = storedLocale();
  if (stored) storeLocale(stored); // the cookie follows local storage: it is what the server reads
  let locale = stored ?? localeFromLanguages(browserLanguages());
  const built = builtLocale();
  if (built && built !== locale) {
    if (stored && guardedReload()) return built;
    locale = built;
  } else {
    clearReloadGuard();
  }
  if (!built) setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  return locale;
}

/** The language saved on a signed-in user's profile (null: never chosen). */
function profileLocaleOf(me: TMe | null | undefined): Locale | null {
  const saved = (me as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(saved) ? saved : null;
}

/**
 * Switches to `locale`: kept on this device, saved on the profile when signed in (if that fails
 * nothing changes and the error is thrown, for the caller to say), then the page reloads where it is.
 */
export async function switchLocale(locale: Locale, { signedIn }: { signedIn: boolean }): Promise<void> {
  if (signedIn) await apiFetch("/api/account/locale", { method: "PATCH", body: { locale } });
  storeLocale(locale);
  if (locale !== currentLocale()) page.reload();
}

/**
 * After sign-in, a language saved on the profile that differs from the page's is adopted: kept on
 * this device and the page reloaded once, so a choice made elsewhere follows the user here.
 * Returns whether the page is reloading.
 */
export function adoptProfileLocale(me: TMe | null | undefined): boolean {
  const saved = profileLocaleOf(me);
  if (!saved || saved === currentLocale()) return false;
  storeLocale(saved);
  return guardedReload();
}
