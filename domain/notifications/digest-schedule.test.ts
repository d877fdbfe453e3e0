import { describe, expect, it } from "vitest";
import { digestWindowFor } from "./digest-schedule";

describe("digestWindowFor", () => {
  it("sends at the next 07:00 of the reader's day and covers the day before it", () => {
    // 06:59 in Lagos (UTC+1) is 05:59 UTC: today's digest, at 06:00 UTC.
    expect(digestWindowFor(new Date("2026-11-26T05:59:00Z"), "Africa/Lagos")).toEqual({
      date: "2026-11-26",
      from: new Date("2026-11-25T06:00:00Z"),
      to: new Date("2026-11-26T06:00:00Z"),
    });
    // 07:00 exactly belongs to the next one: the windows neither overlap nor leave a gap.
    expect(digestWindowFor(new Date("2026-11-26T06:00:00Z"), "Africa/Lagos")).toEqual({
      date: "2026-11-27",
      from: new Date("2026-11-26T06:00:00Z"),
      to: new Date("2026-11-27T06:00:00Z"),
    });
  });

  it("follows the reader's calendar across midnight and month ends", () => {
    // 23:30 UTC on the 30th is already the 1st in Nairobi (UTC+3), before 07:00.
    expect(digestWindowFor(new Date("2026-11-30T23:30:00Z"), "Africa/Nairobi").date).toBe("2026-12-01");
    expect(digestWindowFor(new Date("2026-12-31T12:00:00Z"), "UTC")).toMatchObject({
      date: "2027-01-01",
      to: new Date("2027-01-01T07:00:00Z"),
    });
  });

  it("keeps 07:00 local across a change of clocks (a 23-hour day)", () => {
    const window = digestWindowFor(new Date("2026-03-29T12:00:00Z"), "Europe/Paris");
    expect(window.from).toEqual(new Date("2026-03-29T05:00:00Z"));
    expect(window.to).toEqual(new Date("2026-03-30T05:00:00Z"));
    const before = digestWindowFor(new Date("2026-03-28T12:00:00Z"), "Europe/Paris");
    expect(before.to).toEqual(new Date("2026-03-29T05:00:00Z"));
    expect(before.from).toEqual(new Date("2026-03-28T06:00:00Z"));
  });
});
