import { describe, expect, it } from "vitest";
import { ZLoginSchema, ZRegisterRequestSchema } from "./accounts";
import { ZBusinessInputSchema, ZBusinessListQuerySchema } from "./businesses";
import { ZCampaignCreateSchema } from "./campaigns";
import { FIELD_MESSAGES, optionalImageUrl, optionalText, zText } from "./fields";
import { ZInvestorProfileInputSchema } from "./investors";
import { ZConversationListQuerySchema, ZSendMessageSchema } from "./messaging";

const NUL = "\u0000";

/** The messages of a failed parse, per field path. */
function fieldErrors(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join(".");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

describe("zText: every text the API takes refuses NUL (PostgreSQL cannot store it)", () => {
  it("refuses a NUL anywhere and accepts every other character", () => {
    expect(zText().safeParse(`a${NUL}b`).success).toBe(false);
    expect(fieldErrors(zText().safeParse(NUL))).toEqual({ "": [FIELD_MESSAGES.nul] });
    expect(zText().parse("tab\tnewline\n é 😀 \\u0000")).toBe("tab\tnewline\n é 😀 \\u0000");
  });

  it("refuses a lone surrogate (jsonb cannot store one) and keeps surrogate pairs", () => {
    for (const text of ["\ud800", "a\udfffb", "x\ud83d"]) {
      expect(fieldErrors(zText().safeParse(text))).toEqual({ "": [FIELD_MESSAGES.loneSurrogate] });
    }
    expect(zText().parse("Zoë 🚀")).toBe("Zoë 🚀");
  });

  it("keeps the string's own checks and messages", () => {
    const name = zText({ error: "Name is required" }).trim().min(1, { error: "Name is required" });
    expect(name.parse("  Amina ")).toBe("Amina");
    expect(fieldErrors(name.safeParse(""))).toEqual({ "": ["Name is required"] });
    expect(fieldErrors(name.safeParse(42))).toEqual({ "": ["Name is required"] });
  });

  it("holds in optional texts and in the domain's request schemas", () => {
    expect(optionalText(50).safeParse(`x${NUL}`).success).toBe(false);
    const register = { role: "founder", fullName: `Ami${NUL}na`, email: "a@example.com", password: "river-lantern-42" };
    expect(Object.keys(fieldErrors(ZRegisterRequestSchema.safeParse(register)))).toEqual(["fullName"]);
    expect(
      ZRegisterRequestSchema.safeParse({ ...register, fullName: "Amina", password: `river${NUL}lantern` }).success,
    ).toBe(false);
    expect(ZLoginSchema.safeParse({ email: `a${NUL}@example.com`, password: "river-lantern-42" }).success).toBe(false);
    expect(ZBusinessListQuerySchema.safeParse({ search: NUL }).success).toBe(false);
    expect(ZBusinessInputSchema.safeParse({ businessName: "Shamba", team: [{ name: `A${NUL}` }] }).success).toBe(false);
    expect(ZConversationListQuerySchema.safeParse({ search: NUL }).success).toBe(false);
    expect(fieldErrors(ZSendMessageSchema.safeParse({ content: `hi${NUL}` }))).toEqual({
      content: [FIELD_MESSAGES.nul],
    });
    const investor = ZInvestorProfileInputSchema.safeParse({ fullName: "Kofi", investorType: "vc", bio: NUL });
    expect(Object.keys(fieldErrors(investor))).toContain("bio");
  });
});

describe("image URLs", () => {
  it.each([["https://cdn.example.com/banner.png"], ["/files/public/banners/1-abc.png"]])("accepts %s", (url) => {
    expect(optionalImageUrl.parse(url)).toBe(url);
  });

  it("treats empty as none", () => {
    expect(optionalImageUrl.parse("")).toBeNull();
    expect(optionalImageUrl.parse(undefined)).toBeNull();
  });

  it.each([
    ["javascript:alert(9)"],
    ["data:image/svg+xml,<svg onload=alert(9)>"],
    ["http://cdn.example.com/banner.png"],
    ["//evil.example.com/x.png"],
    ["/api/me"],
    ["files/public/x.png"],
  ])("refuses %s", (url) => {
    expect(optionalImageUrl.safeParse(url).success).toBe(false);
  });

  it("is what a campaign's banner must be", () => {
    const campaign = {
      title: "Seed",
      summary: "Cold rooms",
      fundingGoal: 100_000,
      equityOffered: 10,
      minInvestment: 1_000,
      maxInvestment: 50_000,
      instrument: "safe",
      endsAt: "2099-01-31",
    } as const;
    const refused = ZCampaignCreateSchema.safeParse({ ...campaign, bannerImageUrl: "javascript:alert(9)" });
    expect(Object.keys(fieldErrors(refused))).toEqual(["bannerImageUrl"]);
    const ours = "/files/public/banners/1-abc.png";
    expect(ZCampaignCreateSchema.parse({ ...campaign, bannerImageUrl: ours }).bannerImageUrl).toBe(ours);
  });
});
