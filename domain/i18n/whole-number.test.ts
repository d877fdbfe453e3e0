import { describe, expect, it } from "vitest";
import { formatNumber, formatUsd } from "../format";
import { INTL_LOCALES, LOCALES, type Locale } from "./locales";
import { writeWholeDollars, writeWholeNumber } from "./whole-number";

/** What Intl writes: the oracle these functions replace on the catalogue's first render. */
const wholeFormats = new Map(
  LOCALES.map((l) => [l, new Intl.NumberFormat(INTL_LOCALES[l], { maximumFractionDigits: 0 })]),
);
const dollarFormats = new Map(
  LOCALES.map((l) => [
    l,
    new Intl.NumberFormat(INTL_LOCALES[l], {
      style: "currency",
      currency: "USD",
      currencyDisplay: l === "en" ? "symbol" : "code",
      maximumFractionDigits: 0,
    }),
  ]),
);
const intlWhole = (locale: Locale, n: number) => wholeFormats.get(locale)?.format(n);
const intlDollars = (locale: Locale, n: number) =>
  dollarFormats
    .get(locale)
    ?.format(n)
    .replace(/\s?USD/, "\u00a0$US");

const small = Array.from({ length: 20_001 }, (_, i) => i - 10_000);
const powers = Array.from({ length: 21 }, (_, k) => 10 ** k).flatMap((p) => [p - 1, p, p + 1, -p, 1.5 * p, 2.5 * p]);
const halves = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 999.5, 999_999.5, 1_234_567.5, -1_234_567.5];
const edges = [
  0,
  -0,
  0.4,
  -0.4,
  0.49999999999999994,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  9.99e20,
  123_456_789_012_345_680_000,
];
const beyond = [1e21, -1e21, 1.2345e25, 2 ** 80, Number.MAX_VALUE, -Number.MAX_VALUE, Number.NaN, Infinity, -Infinity];
const tried = [...small, ...powers, ...halves, ...edges, ...beyond];

describe("writeWholeNumber", () => {
  it.each(LOCALES)("writes what Intl writes in %s for every number tried", (locale) => {
    for (const n of tried) expect(writeWholeNumber(n, locale), `${locale} ${n}`).toBe(intlWhole(locale, n));
  });

  it("is what formatNumber answers", () => {
    expect(formatNumber(12_500, "en")).toBe("12,500");
    expect(formatNumber(12_500, "fr")).toBe("12\u202f500");
  });
});

describe("writeWholeDollars", () => {
  it.each(LOCALES)("writes what Intl writes in %s for every whole amount tried", (locale) => {
    for (const n of tried.map(Math.round))
      expect(writeWholeDollars(n, locale), `${locale} ${n}`).toBe(intlDollars(locale, n));
  });

  it("is what formatUsd answers, rounding as before", () => {
    expect(formatUsd(1_250_000, "en")).toBe("$1,250,000");
    expect(formatUsd(1_250_000, "fr")).toBe("1\u202f250\u202f000\u00a0$US");
    expect(formatUsd(-2.5, "en")).toBe(intlDollars("en", Math.round(-2.5)));
    expect(formatUsd(Infinity, "en")).toBe(intlDollars("en", Infinity));
  });
});
