import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromLanguages } from "./locales";

describe("the reader's first language", () => {
  it.each([
    [["fr-SN", "en"], "fr"],
    [["fr"], "fr"],
    [["FR_ci"], "fr"],
    [["en-GB", "fr"], "en"],
    [["de-DE", "fr-FR"], "fr"],
    [["sw-KE", "pt"], "en"],
    [[], "en"],
  ] as const)("%j → %s", (languages, locale) => {
    expect(localeFromLanguages(languages)).toBe(locale);
  });

  it.each([
    ["fr-CI,fr;q=0.9,en;q=0.8", "fr"],
    ["en-US,en;q=0.9,fr;q=0.8", "en"],
    ["de;q=0.9,fr;q=0.5", "fr"],
    ["en;q=0.1,fr;q=0.9", "fr"],
    ["fr;q=0", "en"],
    ["*", "en"],
    ["", "en"],
    [null, "en"],
  ] as const)("Accept-Language %j → %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
