import { describe, expect, it } from "vitest";
import { comparableName, fullNameMatches } from "./full-name";
import { ndaAcceptFormSchema, ndaNameProblem } from "./nda-schemas";
import { CURRENT_STANDARD_NDA, isStandardNdaVersion, standardNdaText } from "./standard-nda";

describe("the typed full name", () => {
  it.each([
    ["Kofi Investor", "Kofi Investor"],
    ["kofi investor", "Kofi Investor"],
    ["  KOFI   Investor ", "Kofi Investor"],
    ["Kofi\u00a0Investor", "Kofi Investor"],
    ["Amélie Ndiaye", "Ame\u0301lie Ndiaye"],
  ])("accepts %j for the profile's %j", (typed, profile) => {
    expect(fullNameMatches(typed, profile)).toBe(true);
    expect(ndaNameProblem(typed, profile)).toBeNull();
  });

  it.each([
    ["Kofi Investors", "Kofi Investor"],
    ["Kofi", "Kofi Investor"],
    ["KofiInvestor", "Kofi Investor"],
    ["Amelie Ndiaye", "Amélie Ndiaye"],
    ["Investor Kofi", "Kofi Investor"],
  ])("refuses %j for the profile's %j, naming the expected name", (typed, profile) => {
    expect(fullNameMatches(typed, profile)).toBe(false);
    expect(ndaNameProblem(typed, profile)).toContain(profile);
  });

  it("refuses an empty name, and never matches an empty profile name", () => {
    expect(ndaNameProblem("   ", "Kofi Investor")).toBe("Type your full name to accept.");
    expect(fullNameMatches("", "")).toBe(false);
    expect(comparableName("  A\tB  ")).toBe("a b");
  });

  it("is the form's rule too, as a field error on fullName", () => {
    const schema = ndaAcceptFormSchema("Kofi Investor");
    expect(schema.safeParse({ fullName: "kofi investor", ndaId: CURRENT_STANDARD_NDA }).success).toBe(true);
    const refused = schema.safeParse({ fullName: "Someone Else", ndaId: CURRENT_STANDARD_NDA });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["fullName"]);
  });
});

describe("Kuza's standard mutual NDA", () => {
  const parties = {
    business: "Shamba Fresh",
    founder: "Amina Founder",
    investor: "Kofi Investor",
    date: "Nov 27, 2026",
    country: "Kenya",
  };

  it("has a known current version", () => {
    expect(CURRENT_STANDARD_NDA).toBe("kuza-mutual-nda-v1");
    expect(isStandardNdaVersion(CURRENT_STANDARD_NDA)).toBe(true);
    expect(isStandardNdaVersion("kuza-mutual-nda-v0")).toBe(false);
    expect(isStandardNdaVersion("toString")).toBe(false);
  });

  it.each(["en", "fr"] as const)("fills in the parties, the date and the governing law in %s", (locale) => {
    const text = standardNdaText(CURRENT_STANDARD_NDA, locale, parties);
    const all = [text.title, ...text.preamble, ...text.sections.flat()].join("\n");
    for (const value of Object.values(parties)) expect(all).toContain(value);
    expect(text.sections).toHaveLength(9);
    expect(all).toMatch(locale === "en" ? /two \(2\) years/ : /deux \(2\) ans/);
  });

  it("leaves the law to the country of incorporation when the business gives none", () => {
    const text = standardNdaText(CURRENT_STANDARD_NDA, "en", { ...parties, country: null });
    expect(text.sections[7]?.[1]).toContain("the country in which the Company is incorporated");
  });

  it("writes French with its typography (no plain space before : ; ! ?, none inside « »)", () => {
    const text = standardNdaText(CURRENT_STANDARD_NDA, "fr", parties);
    const all = [text.title, ...text.preamble, ...text.sections.flat()].join("\n");
    expect(all).not.toMatch(/ [:;!?]/);
    expect(all).not.toMatch(/« | »/);
    expect(all).not.toContain("'");
  });
});
