import { m } from "@i18n/messages";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { pluralCategory } from "./plural-category";

/** What Intl says, with French's "many" read as "other" (the one place the two differ on purpose). */
const intlCategory = (locale: string, n: number) => {
  const category = new Intl.PluralRules(locale).select(n);
  return category === "many" ? "other" : category;
};

const integers = Array.from({ length: 3001 }, (_, i) => i);
const millions = [1, 2, 3, 10, 250].flatMap((k) => [k * 1_000_000 - 1, k * 1_000_000, k * 1_000_000 + 1]);
const others = [0.5, 1.0, 1.5, 1.999, 2.5, 10.25, 999_999.5, -0, -1, -1.5, -2, -1_000_000, NaN, Infinity, -Infinity];

describe("pluralCategory", () => {
  it.each(LOCALES)("gives Intl's cardinal category in %s for every number tried", (locale) => {
    for (const n of [...integers, ...millions, ...others]) {
      expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(intlCategory(locale, n));
    }
  });

  it("reads French's whole millions as other, where Intl says many", () => {
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(pluralCategory("fr", 1_000_000)).toBe("other");
  });
});

describe("counted messages", () => {
  it("read a sentence in French for a whole million, not the message's key", () => {
    expect(m.businesses_count({ count: 1_000_000, countText: "1 000 000" }, { locale: "fr" })).toBe(
      "1 000 000 entreprises",
    );
    expect(m.businesses_count({ count: 1, countText: "1" }, { locale: "fr" })).toBe("1 entreprise");
    expect(m.businesses_count({ count: 0, countText: "0" }, { locale: "fr" })).toBe("0 entreprise");
    expect(m.businesses_count({ count: 1, countText: "1" }, { locale: "en" })).toBe("1 business");
    expect(m.businesses_count({ count: 0, countText: "0" }, { locale: "en" })).toBe("0 businesses");
  });
});
