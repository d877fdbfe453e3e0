import { describe, expect, it } from "vitest";
import { ZUpdateTimeZoneSchema } from "./time-zone-schemas";
import { canonicalTimeZone, timeZoneNames } from "./time-zones";

describe("time zones", () => {
  it("lists the engine's zones with UTC first", () => {
    const names = timeZoneNames();
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Africa/Lagos");
    expect(names).toContain("Africa/Nairobi");
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ["Africa/Lagos", "Africa/Lagos"],
    ["africa/lagos", "Africa/Lagos"],
    ["Etc/UTC", "UTC"],
    ["UTC", "UTC"],
    // A newer alias a browser may send resolves to the name this engine lists.
    ["Asia/Kolkata", new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata" }).resolvedOptions().timeZone],
  ])("keeps %s as %s", (name, kept) => {
    expect(canonicalTimeZone(name)).toBe(kept);
    expect(ZUpdateTimeZoneSchema.parse({ timeZone: name })).toEqual({ timeZone: kept });
  });

  it.each(["", "Mars/Olympus", "Africa/Lagos ", "+01:00", "x".repeat(65)])("refuses %j", (name) => {
    expect(canonicalTimeZone(name)).toBeNull();
    const result = ZUpdateTimeZoneSchema.safeParse({ timeZone: name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose a time zone from the list");
  });
});
