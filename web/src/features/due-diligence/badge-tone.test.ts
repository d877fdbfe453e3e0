import { DUE_DILIGENCE_STATUSES } from "@domain/due-diligence/stages";
import { badgeTone } from "@web/features/due-diligence/badge-tone";
import { describe, expect, it } from "vitest";

describe("badgeTone", () => {
  it("colours badges: approved green, declined red, closing blue, others outline", () => {
    expect(DUE_DILIGENCE_STATUSES.map(badgeTone)).toEqual([...Array(6).fill("outline"), "blue", "green", "red"]);
  });
});
