import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_MAX_LENGTH, isWellFormedIdempotencyKey } from "./idempotency-key";

describe("isWellFormedIdempotencyKey", () => {
  it.each([
    ["a UUID", "0b6f0a52-6c4f-4f0e-9d4c-6f1d2a3b4c5d"],
    ["one character", "k"],
    ["200 printable characters", "x".repeat(IDEMPOTENCY_KEY_MAX_LENGTH)],
    ["printable punctuation and inner spaces", "send message #1 ~ retry"],
  ])("accepts %s", (_, key) => {
    expect(isWellFormedIdempotencyKey(key)).toBe(true);
  });

  it.each([
    ["an empty key", ""],
    ["only spaces", "   "],
    ["201 characters", "x".repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)],
    ["a control character", "key\u0001"],
    ["a tab", "key\tkey"],
    ["a non-ASCII letter", "clé"],
    ["DEL", "key\u007f"],
  ])("refuses %s", (_, key) => {
    expect(isWellFormedIdempotencyKey(key)).toBe(false);
  });
});
