import { describe, expect, it } from "vitest";
import { ZLoginSchema, ZRegisterFormSchema, ZRegisterRequestSchema, ZResetPasswordFormSchema } from "./accounts";

const founder = {
  role: "founder",
  fullName: "Amina Founder",
  email: "amina@example.com",
  password: "secret1",
} as const;
const investor = { ...founder, role: "investor", fullName: "Kofi Investor", investorType: "angel" } as const;

/** The messages zod gives per field, the shape forms show. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join(".");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

describe("register request schema", () => {
  it("accepts a founder and an investor", () => {
    expect(ZRegisterRequestSchema.safeParse(founder).success).toBe(true);
    expect(ZRegisterRequestSchema.parse(investor).investorType).toBe("angel");
  });

  it("uses the spec's messages word for word", () => {
    const result = ZRegisterRequestSchema.safeParse({
      role: "investor",
      fullName: "A",
      email: "not-an-email",
      password: "12345",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({
      fullName: ["Full name is required"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
      investorType: ["Investor type is required for investors"],
    });
  });

  it("treats a full name of only spaces as missing", () => {
    expect(fieldErrors(ZRegisterRequestSchema.safeParse({ ...founder, fullName: "    " }))).toEqual({
      fullName: ["Full name is required"],
    });
  });

  it("requires an investor type for investors, from the four registration types", () => {
    const { investorType: _, ...withoutType } = investor;
    expect(fieldErrors(ZRegisterRequestSchema.safeParse(withoutType))).toEqual({
      investorType: ["Investor type is required for investors"],
    });
    for (const type of ["angel", "vc", "corporate", "individual"]) {
      expect(ZRegisterRequestSchema.safeParse({ ...investor, investorType: type }).success).toBe(true);
    }
    // "impact" exists for profiles, but registration does not offer it.
    expect(ZRegisterRequestSchema.safeParse({ ...investor, investorType: "impact" }).success).toBe(false);
  });

  it("drops an investor type sent with a founder", () => {
    const parsed = ZRegisterRequestSchema.parse({ ...founder, investorType: "vc" });
    expect(parsed.role).toBe("founder");
    expect(parsed.investorType).toBeUndefined();
  });

  it("refuses the admin role and unknown roles", () => {
    for (const role of ["admin", "superuser", "", undefined]) {
      const result = ZRegisterRequestSchema.safeParse({ ...founder, role });
      expect(result.success, String(role)).toBe(false);
      expect(Object.keys(fieldErrors(result))).toContain("role");
    }
  });

  it("makes the phone optional, and keeps one that is given", () => {
    expect(ZRegisterRequestSchema.parse(founder).phone).toBe("");
    expect(ZRegisterRequestSchema.parse({ ...founder, phone: " +254 (700) 123-456 " }).phone).toBe(
      "+254 (700) 123-456",
    );
    expect(ZRegisterRequestSchema.safeParse({ ...founder, phone: "call me maybe" }).success).toBe(false);
  });

  it("trims and lower-cases the email", () => {
    expect(ZRegisterRequestSchema.parse({ ...founder, email: "  Amina@Example.COM " }).email).toBe("amina@example.com");
  });
});

describe("register form schema", () => {
  it("shows a mismatched confirmation on confirmPassword", () => {
    const result = ZRegisterFormSchema.safeParse({ ...founder, confirmPassword: "secret2" });
    expect(fieldErrors(result)).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it("accepts a matching confirmation", () => {
    expect(ZRegisterFormSchema.safeParse({ ...founder, confirmPassword: founder.password }).success).toBe(true);
  });

  it("checks the investor type like the request does", () => {
    const { investorType: _, ...withoutType } = investor;
    const result = ZRegisterFormSchema.safeParse({ ...withoutType, confirmPassword: investor.password });
    expect(fieldErrors(result)).toEqual({ investorType: ["Investor type is required for investors"] });
  });
});

describe("login and reset forms", () => {
  it("use the same email and password messages", () => {
    expect(fieldErrors(ZLoginSchema.safeParse({ email: "x", password: "123" }))).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
    expect(
      fieldErrors(ZResetPasswordFormSchema.safeParse({ password: "secret1", confirmPassword: "secret9" })),
    ).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});
