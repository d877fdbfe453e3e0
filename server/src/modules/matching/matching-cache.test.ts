import { describe, expect, it } from "vitest";
import { cachedMatches, forgetMatches } from "./matching-cache";

describe("the match cache", () => {
  it("keeps an entry 5 minutes per user and version, and drops it when the version moves", async () => {
    const db = {};
    let clock = 0;
    let computed = 0;
    const compute = async () => ++computed;
    const read = (user: string, version: number) => cachedMatches(db, user, version, compute, () => clock);
    expect(await read("a", 1)).toBe(1);
    expect(await read("a", 1)).toBe(1);
    expect(await read("b", 1)).toBe(2);
    expect(await read("a", 2)).toBe(3);
    clock += 5 * 60 * 1000 - 1;
    expect(await read("a", 2)).toBe(3);
    clock += 1;
    expect(await read("a", 2)).toBe(4);
    forgetMatches(db, "a");
    expect(await read("a", 2)).toBe(5);
    // b's entry is older than 5 minutes by now.
    expect(await read("b", 1)).toBe(6);
  });

  it("does not keep a failed computation", async () => {
    const db = {};
    await expect(cachedMatches(db, "a", 1, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedMatches(db, "a", 1, async () => "ok")).toBe("ok");
  });
});
