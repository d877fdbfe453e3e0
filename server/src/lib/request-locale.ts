import { AsyncLocalStorage } from "node:async_hooks";
import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from "@domain/i18n/locales";
import { getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage } from "@i18n/runtime";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";

// The language of each request (decision 019). Paraglide's getLocale() reads an AsyncLocalStorage
// store on the server, so every message, @domain/format helper and localized() table called while
// the request runs (its handlers, its errors, the promises it starts) answers in the reader's
// language, and two requests in flight never see each other's.
//
// Which language: the signed-in user's saved one (applied once the session is known: auth/session.ts's
// viewerLocale), else the visitor's choice (the kuza-locale cookie), else Accept-Language.

type LocaleStore = { locale?: Locale };

function localeStorage() {
  const existing = getServerAsyncLocalStorage();
  if (existing) return existing;
  const storage = new AsyncLocalStorage<LocaleStore>();
  overwriteServerAsyncLocalStorage(storage);
  return storage;
}

/** The request's language before its session is known: the cookie's choice, else Accept-Language. */
function localeOfHeaders(cookieLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  return isLocale(cookieLocale) ? cookieLocale : localeFromAcceptLanguage(acceptLanguage);
}

/** Runs the rest of the request in its language. Mounted first, so even a refusal before the session lookup speaks it. */
export const requestLocale: MiddlewareHandler = (c, next) => {
  const locale = localeOfHeaders(getCookie(c, LOCALE_COOKIE), c.req.header("accept-language"));
  return localeStorage().run({ locale }, () => next());
};

/** From here on, the current request speaks `locale` (the user just saved it, say). */
export function switchRequestLocale(locale: Locale): void {
  const store = localeStorage().getStore();
  if (store) store.locale = locale;
}

/** Runs `work` in one language whatever the request's: an e-mail in its recipient's, a stored text in English. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return localeStorage().run({ locale }, work);
}
