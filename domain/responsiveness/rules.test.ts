import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  noResponseDue,
  RESPONSE_BADGE_MIN_CASES,
  replyWithinOf,
  responseBadgeOf,
  roundedPercent,
  unansweredStep,
} from "./rules";
import { responseBadgeExplanation, responseBadgeLines } from "./texts";

describe("replyWithinOf", () => {
  it.each([
    [30, { unit: "hours" }],
    [180, { unit: "hours" }],
    [181, { unit: "day" }],
    [24 * 60, { unit: "day" }],
    [24 * 60 + 1, { unit: "days", days: 2 }],
    [30 * 60, { unit: "days", days: 2 }],
    [7 * 24 * 60, { unit: "days", days: 7 }],
    [7 * 24 * 60 + 1, { unit: "week_plus" }],
  ])("%i minutes → %o", (minutes, expected) => {
    expect(replyWithinOf(minutes)).toEqual(expected);
  });
});

describe("roundedPercent", () => {
  it.each([
    [0, 0, 0],
    [5, 5, 100],
    [5, 6, 80],
    [9, 10, 90],
    [19, 20, 95],
    [99, 100, 95],
    [1, 7, 10],
    [0, 5, 0],
  ])("%i of %i → %i", (answered, cases, percent) => {
    expect(roundedPercent(answered, cases)).toBe(percent);
  });
});

const figures = {
  firstMessages: 0,
  firstMessagesAnswered: 0,
  firstMessageMedianMinutes: null,
  interests: 0,
  interestsAnswered: 0,
};

describe("responseBadgeOf", () => {
  it("shows nothing below the minimum number of cases", () => {
    const min = RESPONSE_BADGE_MIN_CASES;
    expect(responseBadgeOf(null)).toBeNull();
    expect(responseBadgeOf({ ...figures, firstMessages: min - 1, firstMessagesAnswered: min - 1 })).toBeNull();
    expect(responseBadgeOf({ ...figures, interests: min - 1, interestsAnswered: 1 })).toBeNull();
  });

  it("shows each figure that reached it, and the reply time only over enough answered cases", () => {
    expect(responseBadgeOf({ ...figures, interests: 10, interestsAnswered: 9 })).toEqual({
      firstMessages: null,
      interest: { cases: 10, percent: 90 },
    });
    expect(
      responseBadgeOf({ ...figures, firstMessages: 8, firstMessagesAnswered: 4, firstMessageMedianMinutes: 60 }),
    ).toEqual({ firstMessages: { cases: 8, percent: 50, replyWithin: null }, interest: null });
    expect(
      responseBadgeOf({ ...figures, firstMessages: 6, firstMessagesAnswered: 5, firstMessageMedianMinutes: 1800 }),
    ).toEqual({ firstMessages: { cases: 6, percent: 80, replyWithin: { unit: "days", days: 2 } }, interest: null });
  });

  it("reads as the issue's examples, interest first, with what it rests on", () => {
    const badge = responseBadgeOf({
      firstMessages: 6,
      firstMessagesAnswered: 5,
      firstMessageMedianMinutes: 1800,
      interests: 10,
      interestsAnswered: 9,
    });
    if (!badge) throw new Error("no badge");
    expect(responseBadgeLines(badge)).toEqual([
      "Responds to 90% of interest",
      "Usually replies within 2 days",
      "Replies to 80% of first messages",
    ]);
    expect(responseBadgeExplanation(badge)).toBe(
      "Based on their own replies over the past 365 days: 6 first messages received, 10 expressions of interest received. A figure appears only once it rests on at least 5 cases, and never shows who wrote or which conversation.",
    );
  });
});

describe("unanswered steps", () => {
  const asked = new Date("2099-01-01T00:00:00Z");
  const after = (days: number) => new Date(asked.getTime() + days * DAY_MS);
  it.each([
    [0, null, "none"],
    [6.99, null, "none"],
    [7, null, "reminder"],
    [13.99, null, "reminder"],
    [14, null, "notice"],
    [40, null, "notice"],
    [20, after(1), "none"],
  ] as const)("after %f days (answered %s) → %s", (days, answered, step) => {
    expect(unansweredStep(asked, answered, after(days))).toBe(step);
    expect(noResponseDue(asked, answered, after(days))).toBe(step === "notice");
  });
});
