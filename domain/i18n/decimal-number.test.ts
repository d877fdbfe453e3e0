import { describe, expect, it } from "vitest";
import { formatEquity } from "../format";
import { writeDecimal } from "./decimal-number";
import { INTL_LOCALES, LOCALES, type Locale } from "./locales";

/** What Intl writes: the oracle writeDecimal replaces on the campaign page's first render. */
const formats = new Map(
  LOCALES.map((l) => [l, new Intl.NumberFormat(INTL_LOCALES[l], { maximumFractionDigits: 2, useGrouping: false })]),
);
const intlDecimal = (locale: Locale, n: number) => formats.get(locale)?.format(n);

const hundredths = Array.from({ length: 20_001 }, (_, i) => (i - 10_000) / 100);
const thousandths = Array.from({ length: 4_001 }, (_, i) => (i - 2_000) / 1000);
const binaryHalves = [1.005, 1.015, 2.675, 0.125, -0.125, 0.005, 0.0049999, 8.345, 1.255, 10.995, 99.995, 0.1 + 0.2];
const edges = [0, -0, 1e-7, -1e-7, 5e-7, 0.004, -0.001, 123_456_789.125, 2 ** 53, 9.99e20, 999_999_999.999];
const beyond = [1e21, -1e21, 1.5e22, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity];
const tried = [...hundredths, ...thousandths, ...binaryHalves, ...edges, ...beyond];

describe("writeDecimal", () => {
  it.each(LOCALES)("writes what Intl writes in %s for every number tried", (locale) => {
    for (const n of tried) expect(writeDecimal(n, locale), `${locale} ${n}`).toBe(intlDecimal(locale, n));
  });

  it("rounds a number's decimal form, as Intl does, not its binary value", () => {
    expect((1.005).toFixed(2)).toBe("1.00");
    expect(writeDecimal(1.005, "en")).toBe("1.01");
    expect(writeDecimal(2.5, "fr")).toBe("2,5");
  });

  it("is what the equity is written with", () => {
    expect(formatEquity(7.5)).toBe("7.5%");
    expect(formatEquity(12)).toBe("12%");
  });
});
