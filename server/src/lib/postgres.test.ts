import { describe, expect, it } from "vitest";
import { isUuid, prefixTsQuery } from "./postgres";

describe("prefixTsQuery", () => {
  it.each([
    ["Agri fin", "agri:* & fin:*"],
    ["  Mavuno  ", "mavuno:*"],
    ["e-commerce", "e:* & commerce:*"],
    ["Kénya Ltd.", "kénya:* & ltd:*"],
    ["a & b | !c :* (d)", "a:* & b:* & c:* & d:*"],
    ["'); drop table x; --", "drop:* & table:* & x:*"],
  ])("%j becomes %j", (search, expected) => {
    expect(prefixTsQuery(search)).toBe(expected);
  });

  it("is null when nothing searchable is left", () => {
    expect(prefixTsQuery(undefined)).toBeNull();
    expect(prefixTsQuery("")).toBeNull();
    expect(prefixTsQuery("%_ & | !")).toBeNull();
  });

  it("keeps at most eight words", () => {
    expect(prefixTsQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
});

describe("isUuid", () => {
  it("accepts uuids in either case and nothing else", () => {
    expect(isUuid("0b7c5e3a-1f2d-4c5b-9a8e-7d6c5b4a3f2e")).toBe(true);
    expect(isUuid("0B7C5E3A-1F2D-4C5B-9A8E-7D6C5B4A3F2E")).toBe(true);
    for (const value of ["", "1", "not-a-uuid", "0b7c5e3a-1f2d-4c5b-9a8e-7d6c5b4a3f2", "' or 1=1 --"]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
