import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import {
  clampPercent,
  daysLeft,
  formatDaysLeft,
  formatEquity,
  formatPercent,
  formatRelativeTime,
  formatScore,
  formatTicketRange,
  formatTotal,
  formatUnreadBadge,
  formatUsd,
  formatUsdCompact,
  initialsOf,
  sectorLabel,
} from "./format";

describe("initialsOf", () => {
  it.each([
    ["Amina Wanjiru Kamau", "AW"],
    ["kofi", "K"],
    ["  ", ""],
    [null, ""],
  ])("%s -> %s", (name, expected) => expect(initialsOf(name)).toBe(expected));
});

describe("money", () => {
  it.each([
    [0, "$0"],
    [1250, "$1,250"],
    [1_250_000, "$1,250,000"],
    [99.6, "$100"],
  ])("formatUsd(%s) = %s", (amount, expected) => expect(formatUsd(amount)).toBe(expected));

  it.each([
    [900, "$900"],
    [50_000, "$50K"],
    [250_000, "$250K"],
    [1_200_000, "$1.2M"],
  ])("formatUsdCompact(%s) = %s", (amount, expected) => expect(formatUsdCompact(amount)).toBe(expected));
});

describe("percent", () => {
  it.each([
    [0, "0%"],
    [-3, "0%"],
    [0.4, "<1%"],
    [45.9, "45%"],
    [100, "100%"],
    [132.5, "132%"],
    [Number.NaN, "0%"],
  ])("formatPercent(%s) = %s", (p, expected) => expect(formatPercent(p)).toBe(expected));

  it.each([
    [-5, 0],
    [37.5, 37.5],
    [150, 100],
    [Number.POSITIVE_INFINITY, 0],
  ])("clampPercent(%s) = %s", (p, expected) => expect(clampPercent(p)).toBe(expected));

  it.each([
    [7.5, "7.5%"],
    [10, "10%"],
    [0.01, "0.01%"],
    [12.345, "12.35%"],
  ])("formatEquity(%s) = %s", (p, expected) => expect(formatEquity(p)).toBe(expected));
});

describe("days left", () => {
  const now = new Date("2026-11-22T18:00:00Z");

  it("counts whole days to the end, as the calendar does", () => {
    // A campaign ending with 13 December (the server stores the end of that day, UTC).
    expect(daysLeft("2026-12-13T23:59:59.999Z", now)).toBe(21);
    expect(daysLeft(new Date("2026-11-24T18:00:00Z"), now)).toBe(2);
    expect(daysLeft("2026-11-23T23:59:59.999Z", now)).toBe(1);
  });

  it("is 1 on the last day and 0 once it has ended, or for a date it cannot read", () => {
    expect(daysLeft("2026-11-22T23:59:59.999Z", now)).toBe(1);
    expect(daysLeft("2026-11-22T18:00:00Z", now)).toBe(0);
    expect(daysLeft("2026-01-01T00:00:00Z", now)).toBe(0);
    expect(daysLeft("not a date", now)).toBe(0);
  });

  it("reads as a label", () => {
    expect(formatDaysLeft("2026-12-13T23:59:59.999Z", now)).toBe("21 days left");
    expect(formatDaysLeft("2026-11-23T23:59:59.999Z", now)).toBe("1 day left");
    expect(formatDaysLeft("2026-11-22T23:59:59.999Z", now)).toBe("Last day");
    expect(formatDaysLeft("2026-11-01T00:00:00Z", now)).toBe("Ended");
  });
});

describe("sectorLabel", () => {
  it("labels known sectors and keeps a founder's own words", () => {
    expect(sectorLabel("renewable_energy")).toBe("Renewable Energy");
    expect(sectorLabel("fintech")).toBe("Fintech");
    expect(sectorLabel("Water & Sanitation")).toBe("Water & Sanitation");
    expect(sectorLabel(null)).toBe("");
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2025-06-01T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [MIN, "1m ago"],
    [59 * MIN + 59_999, "59m ago"],
    [HOUR, "1h ago"],
    [23 * HOUR + 59 * MIN, "23h ago"],
    [DAY, "1d ago"],
    [45 * DAY, "45d ago"],
  ])("%s ms ago -> %s", (ms, expected) => expect(formatRelativeTime(ago(ms), now)).toBe(expected));

  it("reads ISO strings", () => expect(formatRelativeTime("2025-06-01T09:30:00Z", now)).toBe("2h ago"));
  it("treats future and unreadable times as now", () => {
    expect(formatRelativeTime("2025-06-01T12:05:00Z", now)).toBe("just now");
    expect(formatRelativeTime("not a date", now)).toBe("just now");
  });
});

describe("formatUnreadBadge", () => {
  it.each([
    [0, ""],
    [-3, ""],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("%s -> %j", (count, expected) => expect(formatUnreadBadge(count)).toBe(expected));
});

describe("formatScore", () => {
  // CLARIFICATIONS.md: scores shown are whole numbers, half rounds up.
  it.each([
    [57.5, "58%"],
    [57.25, "57%"],
    [57.75, "58%"],
    [30.5, "31%"],
    [0.5, "1%"],
    [0, "0%"],
    [100, "100%"],
    [72, "72%"],
    // Float sums of quarter points can land a hair under the half: still rounds up.
    [0.1 + 0.2 + 57.2 - 0.000000000001, "58%"],
    [57.499999999999, "58%"],
  ])("%s -> %s", (score, expected) => expect(formatScore(score)).toBe(expected));
});

describe("formatTotal", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("writes an exact total as is and a capped one with a plus, in both languages", () => {
    expect(formatTotal({ total: 999, totalCapped: false })).toBe("999");
    expect(formatTotal({ total: 1_000, totalCapped: false })).toBe("1,000");
    expect(formatTotal({ total: 1_000, totalCapped: true })).toBe("1,000+");
    setLocale("fr", { reload: false });
    expect(formatTotal({ total: 2_000, totalCapped: true })).toBe("2\u202f000+");
  });
});

describe("in French", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("writes money, percents, equity and relative times the French way", () => {
    setLocale("fr", { reload: false });
    const now = new Date("2026-11-26T10:00:00Z");
    expect(formatUsd(250_000)).toBe("250\u202f000\u00a0$US");
    expect(formatPercent(45.9)).toBe("45\u00a0%");
    expect(formatPercent(0.4)).toBe("<1\u00a0%");
    expect(formatScore(57.5)).toBe("58\u00a0%");
    expect(formatEquity(7.5)).toBe("7,5\u00a0%");
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe("il y a 5 min");
    expect(formatRelativeTime(now, now)).toBe("à l’instant");
    expect(formatDaysLeft(new Date(now.getTime() + 86_400_000 + 5), now)).toBe("1 jour restant");
    expect(formatDaysLeft(new Date(now.getTime() + 3 * 86_400_000 + 5), now)).toBe("3 jours restants");
  });
});

describe("ticket ranges in French", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("write thousands with the French sign and « à » between the ends", () => {
    expect(formatTicketRange({ min: 25_000, max: 250_000 })).toBe("$25k - $250k");
    setLocale("fr", { reload: false });
    expect(formatTicketRange({ min: 25_000, max: 250_000 })).toBe("25\u00a0k$US à 250\u00a0k$US");
    expect(formatTicketRange({ min: 2_500, max: 0 })).toBe("2,5\u00a0k$US+");
    expect(formatTicketRange({ min: 500, max: 900 })).toBe("500\u00a0$US à 900\u00a0$US");
  });
});
