import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { formatLandingCount, formatLandingMoney, roundDownFigure } from "./landing-figures";

describe("roundDownFigure", () => {
  it.each<[number, number, boolean]>([
    [0, 0, false],
    [1, 1, false],
    [7, 7, false],
    [9, 9, false],
    [10, 10, false],
    [11, 10, true],
    [19, 10, true],
    [99, 90, true],
    [100, 100, false],
    [523, 500, true],
    [1_000, 1_000, false],
    [1_234, 1_000, true],
    [1_234_567, 1_000_000, true],
    [999_999_999, 900_000_000, true],
    [10_000_000, 10_000_000, false],
    // Not whole, negative or not a number: never more than what is there.
    [9.9, 9, true],
    [10.5, 10, true],
    [-3, 0, false],
    [Number.NaN, 0, false],
    [Number.POSITIVE_INFINITY, 0, false],
  ])("%s -> %s (more: %s)", (figure, value, more) => {
    expect(roundDownFigure(figure)).toEqual({ value, more });
  });

  it("is never more than the truth", () => {
    for (let n = 0; n <= 20_000; n += 7) {
      const { value, more } = roundDownFigure(n);
      expect(value).toBeLessThanOrEqual(n);
      expect(more).toBe(value < n);
    }
  });
});

describe("formatLandingCount", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [7, "7"],
    [10, "10"],
    [11, "10+"],
    [523, "500+"],
    [1_234, "1,000+"],
    [25_000, "20,000+"],
  ])("%s -> %s", (figure, expected) => expect(formatLandingCount(figure)).toBe(expected));
});

describe("formatLandingMoney", () => {
  it.each([
    [0, "$0"],
    [7, "$7"],
    [950, "$900+"],
    [10_000, "$10K"],
    [12_500, "$10K+"],
    [200_000, "$200K"],
    [250_000, "$200K+"],
    [999_999, "$900K+"],
    [1_234_567, "$1M+"],
    [10_000_000, "$10M"],
    [12_000_000, "$10M+"],
    [3_400_000_000, "$3B+"],
  ])("%s -> %s", (amount, expected) => expect(formatLandingMoney(amount)).toBe(expected));
});

describe("landing figures in French", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("writes counts and money the French way, keeping the rounding down", () => {
    setLocale("fr", { reload: false });
    expect(formatLandingCount(1_234)).toBe("1\u202f000+");
    expect(formatLandingCount(7)).toBe("7");
    expect(formatLandingMoney(1_234_567)).toBe("1\u00a0M\u00a0$US+");
    expect(formatLandingMoney(10_000)).toBe("10\u00a0k\u00a0$US");
  });
});
