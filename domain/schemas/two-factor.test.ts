import { describe, expect, it } from "vitest";
import { ZRecoveryCodeSchema, ZTotpCodeSchema, ZTwoFactorPasswordSchema } from "./two-factor";

describe("two-step sign-in schemas", () => {
  it("takes a 6-digit code, with the spaces some apps show", () => {
    expect(ZTotpCodeSchema.parse({ code: "123456" }).code).toBe("123456");
    expect(ZTotpCodeSchema.parse({ code: " 123 456 " }).code).toBe("123456");
    for (const code of ["12345", "1234567", "12a456", "", "１２３４５６", "123456\u0000"]) {
      expect(ZTotpCodeSchema.safeParse({ code }).success, code).toBe(false);
    }
    expect(ZTotpCodeSchema.safeParse({ code: 123456 }).success).toBe(false);
  });

  it("takes a recovery code with or without its dash, keeping its case", () => {
    expect(ZRecoveryCodeSchema.parse({ code: "aBcDe-12345" }).code).toBe("aBcDe-12345");
    expect(ZRecoveryCodeSchema.parse({ code: " aBcDe12345 " }).code).toBe("aBcDe-12345");
    for (const code of ["abcd-12345", "abcde-123456", "<scrip-t>xx", "", "abcde_12345"]) {
      expect(ZRecoveryCodeSchema.safeParse({ code }).success, code).toBe(false);
    }
  });

  it("needs a password, of at most the password length", () => {
    expect(ZTwoFactorPasswordSchema.safeParse({ password: "" }).success).toBe(false);
    expect(ZTwoFactorPasswordSchema.safeParse({}).success).toBe(false);
    expect(ZTwoFactorPasswordSchema.safeParse({ password: "x".repeat(129) }).success).toBe(false);
    expect(ZTwoFactorPasswordSchema.parse({ password: "river-lantern-42" }).password).toBe("river-lantern-42");
  });
});
