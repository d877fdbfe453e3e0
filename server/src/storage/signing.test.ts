import { describe, expect, it } from "vitest";
import { createLinkSigner, expiryFor } from "./signing";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = Date.UTC(2025, 0, 1);
const SUBJECT = "process\n0b6c1c6e-7f57-4d55-9a6e-2d8b0f0b7a11\nuser-a";

describe("document link signatures", () => {
  const signer = createLinkSigner(SECRET);

  it("are valid until they expire, then expired (still genuine)", () => {
    const expires = expiryFor(300, NOW);
    expect(expires).toBe(NOW / 1000 + 300);
    const signature = signer.sign(SUBJECT, expires);
    expect(signer.check(SUBJECT, String(expires), signature, NOW)).toBe("valid");
    expect(signer.check(SUBJECT, expires, signature, NOW + 299_000)).toBe("valid");
    expect(signer.check(SUBJECT, String(expires), signature, NOW + 300_000)).toBe("expired");
  });

  it("are invalid for another subject (another user or document), a changed expiry or signature", () => {
    const expires = expiryFor(300, NOW);
    const signature = signer.sign(SUBJECT, expires);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const check = (subject: string, e: string, s: string) => signer.check(subject, e, s, NOW);
    expect(check(SUBJECT.replace("user-a", "user-b"), String(expires), signature)).toBe("invalid");
    expect(check(SUBJECT.replace("process", "library"), String(expires), signature)).toBe("invalid");
    expect(check(SUBJECT, String(expires + 3600), signature)).toBe("invalid");
    expect(check(SUBJECT, `${expires}.0`, signature)).toBe("invalid");
    expect(check(SUBJECT, "", signature)).toBe("invalid");
    expect(check(SUBJECT, String(expires), flipped)).toBe("invalid");
    expect(check(SUBJECT, String(expires), signature.slice(0, -1))).toBe("invalid");
    expect(check(SUBJECT, String(expires), "")).toBe("invalid");
  });

  it("made with another secret are invalid", () => {
    const other = createLinkSigner(`${SECRET}-other`);
    const expires = expiryFor(300, NOW);
    expect(signer.check(SUBJECT, expires, other.sign(SUBJECT, expires), NOW)).toBe("invalid");
  });

  it("live at most the spec's 10 days", () => {
    expect(() => expiryFor(0, NOW)).toThrow(RangeError);
    expect(expiryFor(864_000, NOW)).toBe(NOW / 1000 + 864_000);
    expect(() => expiryFor(864_001, NOW)).toThrow(RangeError);
    expect(() => createLinkSigner("short")).toThrow();
  });
});
