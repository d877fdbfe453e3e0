import { describe, expect, it } from "vitest";
import { weakPasswordReasons } from "./password-strength";

const TOO_SHORT = "Use at least 8 characters for a strong password";
const TOO_COMMON = "This password is too common. Choose one that is harder to guess";

describe("weakPasswordReasons", () => {
  it.each([
    ["river-lantern-42", []],
    ["8chars!x", []],
    ["7chars!", [TOO_SHORT]],
    ["secret", [TOO_SHORT]],
    ["", [TOO_SHORT]],
    ["password123", [TOO_COMMON]],
    ["12345678", [TOO_COMMON]],
    ["kuza1234", [TOO_COMMON]],
  ])("%j -> %j", (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it("recognises a common password whatever its case", () => {
    expect(weakPasswordReasons("PassWord123")).toEqual([TOO_COMMON]);
    expect(weakPasswordReasons("QWERTYUIOP")).toEqual([TOO_COMMON]);
  });

  it("accepts the form's 6 characters only up to the server's 8", () => {
    // The form allows 6 (the spec's rule); the server asks for 8 on top.
    expect(weakPasswordReasons("abcdef")).toEqual([TOO_SHORT]);
    expect(weakPasswordReasons("abcdefgh")).toEqual([]);
  });
});
