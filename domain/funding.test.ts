import { describe, expect, it } from "vitest";
import { campaignEndsAt, percentFunded } from "./funding";

describe("percentFunded", () => {
  it.each([
    [0, 100_000, 0],
    [30_000, 100_000, 30],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [150, 100, 150],
    [10, 0, 0],
  ])("%i of %i is %d%%", (raised, goal, expected) => {
    expect(percentFunded(raised, goal)).toBe(expected);
  });
});

describe("campaignEndsAt", () => {
  it("reads a bare date as the end of that day in UTC", () => {
    expect(campaignEndsAt("2030-05-01")?.toISOString()).toBe("2030-05-01T23:59:59.999Z");
  });

  it("keeps a full date-time as given", () => {
    expect(campaignEndsAt("2030-05-01T12:00:00Z")?.toISOString()).toBe("2030-05-01T12:00:00.000Z");
  });

  it("refuses dates that do not exist or do not parse", () => {
    expect(campaignEndsAt("2030-02-31")).toBeNull();
    expect(campaignEndsAt("2030-13-01")).toBeNull();
    expect(campaignEndsAt("soon")).toBeNull();
  });
});
