import { CATALOGUE_COUNT_CAP } from "@domain/constants/businesses";
import { describe, expect, it } from "vitest";
import { cappedPageOf, countLimitOf } from "./paging";

// A capped count (decision 034) stops at the first multiple of the cap at or past the page's end;
// one match more tells "exactly the cap" from "more than it".

const cap = CATALOGUE_COUNT_CAP;

describe("countLimitOf", () => {
  it("looks one past the cap, and past the page when the page goes further", () => {
    expect(countLimitOf({ offset: 0, limit: 12 })).toBe(cap + 1);
    expect(countLimitOf({ offset: cap - 12, limit: 12 })).toBe(cap + 1);
    expect(countLimitOf({ offset: cap - 6, limit: 12 })).toBe(2 * cap + 1);
    expect(countLimitOf({ offset: 5 * cap, limit: 12 })).toBe(6 * cap + 1);
  });
});

describe("cappedPageOf", () => {
  it("gives an exact total and the usual next page under the cap", () => {
    expect(cappedPageOf({ offset: 0, limit: 12 }, 12, 30)).toEqual({ total: 30, totalCapped: false, nextOffset: 12 });
    expect(cappedPageOf({ offset: 24, limit: 12 }, 6, 30)).toEqual({ total: 30, totalCapped: false, nextOffset: null });
    expect(cappedPageOf({ offset: 0, limit: 12 }, 12, cap)).toEqual({ total: cap, totalCapped: false, nextOffset: 12 });
  });

  it("marks the total capped past the cap, and a capped total always has a next page", () => {
    expect(cappedPageOf({ offset: 0, limit: 12 }, 12, cap + 1)).toEqual({
      total: cap,
      totalCapped: true,
      nextOffset: 12,
    });
    const nearTheCap = { offset: cap - 6, limit: 12 };
    expect(cappedPageOf(nearTheCap, 12, 2 * cap + 1)).toEqual({
      total: 2 * cap,
      totalCapped: true,
      nextOffset: cap + 6,
    });
  });

  it("ends the list on an empty page", () => {
    expect(cappedPageOf({ offset: 48, limit: 12 }, 0, 48)).toEqual({ total: 48, totalCapped: false, nextOffset: null });
  });
});
