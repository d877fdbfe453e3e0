import { describe, expect, it } from "vitest";
import type { CampaignStatus } from "../constants/campaigns";
import {
  canUnpublish,
  fillTemplate,
  messageSnapshotTitle,
  moderationActionsFor,
  reporterOutcomeText,
  reportStatusAfter,
} from "./moderation";
import type { ReportTargetType } from "./report-constants";

describe("moderationActionsFor", () => {
  it.each<[ReportTargetType, string[]]>([
    ["campaign", ["dismiss", "unpublish", "ban"]],
    ["business", ["dismiss", "ban"]],
    ["investor", ["dismiss", "ban"]],
    ["message", ["dismiss", "ban"]],
  ])("%s", (target, actions) => {
    expect(moderationActionsFor(target)).toEqual(actions);
  });
});

describe("reportStatusAfter", () => {
  it("names the outcome each action leaves on the reports", () => {
    expect(reportStatusAfter("dismiss")).toBe("dismissed");
    expect(reportStatusAfter("unpublish")).toBe("unpublished");
    expect(reportStatusAfter("ban")).toBe("banned");
  });
});

describe("canUnpublish", () => {
  it.each<[CampaignStatus, boolean]>([
    ["active", true],
    ["pending", true],
    ["draft", false],
    ["completed", false],
    ["rejected", false],
  ])("%s", (status, expected) => {
    expect(canUnpublish(status)).toBe(expected);
  });
});

describe("reporterOutcomeText", () => {
  it("says the report was reviewed, and never which action was taken", () => {
    const dismissed = reporterOutcomeText("dismissed", "PayLink Africa");
    expect(dismissed).toContain("'PayLink Africa'");
    expect(dismissed).toContain("found nothing");
    for (const status of ["unpublished", "banned"] as const) {
      const text = reporterOutcomeText(status, "PayLink Africa");
      expect(text).toContain("took action");
      expect(text).not.toMatch(/ban|unpublish|suspend|remov/i);
    }
  });
});

describe("templates", () => {
  it("fills known keys and leaves unknown ones as written", () => {
    expect(fillTemplate("{a} and {b}", { a: "x" })).toBe("x and {b}");
    expect(messageSnapshotTitle("Kofi")).toBe("Message from Kofi");
  });
});
