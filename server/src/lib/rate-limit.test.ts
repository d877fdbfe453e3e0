import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows max hits per window and key, then refuses until the window passes", () => {
    let time = 1_000;
    const limiter = createRateLimiter({ max: 3, windowMs: 10_000, now: () => time });
    expect([1, 2, 3, 4].map(() => limiter.hit("a"))).toEqual([true, true, true, false]);
    expect(limiter.hit("b")).toBe(true);
    time += 9_999;
    expect(limiter.hit("a")).toBe(false);
    time += 1;
    expect(limiter.hit("a")).toBe(true);
  });
});
