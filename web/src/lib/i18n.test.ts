import { LOCALE_COOKIE } from "@domain/i18n/locales";
import type { TMe } from "@domain/schemas/accounts";
import { getLocale, setLocale } from "@i18n/runtime";
import { meAs } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adoptProfileLocale, bootLocale, page, storedLocale } from "./i18n";

const browserLanguages = (languages: string[]) =>
  vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
const localeCookie = () => document.cookie.match(new RegExp(`${LOCALE_COOKIE}=(\\w+)`))?.[1] ?? null;
const withLocale = (me: TMe, locale: "en" | "fr" | null) => ({ ...me, locale });

const forgetChoice = () => {
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a browser would
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
};

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  forgetChoice();
  reload = vi.spyOn(page, "reload").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setLocale("en", { reload: false });
  document.documentElement.lang = "en";
  forgetChoice();
});

describe("bootLocale", () => {
  it("speaks French to a browser that prefers any French (fr-SN), and says so on <html lang>", () => {
    browserLanguages(["fr-SN", "en-GB"]);
    expect(bootLocale()).toBe("fr");
    expect(getLocale()).toBe("fr");
    expect(document.documentElement.lang).toBe("fr");
    // The browser's languages are not a choice: nothing is kept.
    expect(storedLocale()).toBeNull();
  });

  it("speaks English to any other browser", () => {
    browserLanguages(["sw-KE", "de"]);
    expect(bootLocale()).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("a choice kept on this device wins over the browser, and its cookie is written again for the server", () => {
    browserLanguages(["fr-CI"]);
    localStorage.setItem("locale", "en");
    expect(bootLocale()).toBe("en");
    expect(localeCookie()).toBe("en");
  });

  it("reads the cookie when local storage has nothing (a choice made before storage was cleared)", () => {
    browserLanguages(["en-US"]);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a browser would
    document.cookie = `${LOCALE_COOKIE}=fr; path=/`;
    expect(bootLocale()).toBe("fr");
    expect(localStorage.getItem("locale")).toBe("fr");
  });
});

describe("adoptProfileLocale", () => {
  it("adopts the language saved on the profile, keeps it here and reloads once", () => {
    expect(adoptProfileLocale(withLocale(meAs("investor"), "fr"))).toBe(true);
    expect(localStorage.getItem("locale")).toBe("fr");
    expect(localeCookie()).toBe("fr");
    expect(reload).toHaveBeenCalledTimes(1);
    // Should the page come back in the other language all the same, it does not reload in a loop.
    expect(adoptProfileLocale(withLocale(meAs("investor"), "fr"))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves the page alone when the profile says the page's language, or nothing", () => {
    expect(adoptProfileLocale(withLocale(meAs("founder"), "en"))).toBe(false);
    expect(adoptProfileLocale(withLocale(meAs("founder"), null))).toBe(false);
    expect(adoptProfileLocale(meAs("founder"))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storedLocale()).toBeNull();
  });
});
