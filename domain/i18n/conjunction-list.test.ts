import { describe, expect, it } from "vitest";
import { writeConjunction } from "./conjunction-list";
import { INTL_LOCALES, LOCALES } from "./locales";

const lists = [[], ["Google"], ["Google", "LinkedIn"], ["A", "B", "C"], ["A", "B", "C", "D", "E"], ["", "x"]];

describe("writeConjunction", () => {
  it.each(LOCALES)("writes what Intl writes in %s for lists of every length tried", (locale) => {
    const intl = new Intl.ListFormat(INTL_LOCALES[locale], { type: "conjunction" });
    for (const items of lists) expect(writeConjunction(items, locale), items.join("|")).toBe(intl.format(items));
  });

  it("names the two sign-in providers as a sentence reads them", () => {
    expect(writeConjunction(["Google", "LinkedIn"], "en")).toBe("Google and LinkedIn");
    expect(writeConjunction(["Google", "LinkedIn"], "fr")).toBe("Google et LinkedIn");
  });
});
