import { describe, expect, it, vi } from "vitest";
import { preparedOnce } from "./prepared";

describe("preparedOnce", () => {
  it("prepares a name once per database handle", () => {
    const db = {};
    const otherDb = {};
    const prepare = vi.fn((name: string) => ({ name }));
    const first = preparedOnce(db, "kuza_a", prepare);
    expect(preparedOnce(db, "kuza_a", prepare)).toBe(first);
    expect(preparedOnce(db, "kuza_b", prepare)).toEqual({ name: "kuza_b" });
    expect(preparedOnce(otherDb, "kuza_a", prepare)).not.toBe(first);
    expect(prepare.mock.calls.map(([name]) => name)).toEqual(["kuza_a", "kuza_b", "kuza_a"]);
  });
});
