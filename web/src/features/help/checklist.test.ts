import { catalogueFor } from "@domain/due-diligence/documents";
import { JURISDICTIONS } from "@domain/due-diligence/documents-constants";
import { checklistFileName, dueDiligenceChecklist } from "@web/features/help/checklist";
import { describe, expect, it } from "vitest";

describe("dueDiligenceChecklist", () => {
  it.each(JURISDICTIONS)("lists every catalogue document of %s once, as a checkbox", (jurisdiction) => {
    const text = dueDiligenceChecklist(jurisdiction);
    const boxes = text.split("\n").filter((l) => l.startsWith("- [ ] "));
    expect(boxes.length).toBeGreaterThan(5);
    expect(text).toContain("- [ ] Pitch Deck (requested from Initial Contact)");
    expect(text).toContain("- [ ] Term Sheet (requested from Term Sheet Negotiation)");
  });

  it("names the jurisdiction's own statutory documents", () => {
    const kenya = dueDiligenceChecklist("KE");
    const nigeria = dueDiligenceChecklist("NG");
    expect(kenya).toContain("Kenya");
    const kenyanOnly = catalogueFor("Kenya").filter((item) => item.group === "legal");
    for (const item of kenyanOnly) expect(kenya).toContain(item.name);
    expect(kenya).not.toEqual(nigeria);
    expect(checklistFileName("OHADA")).toBe("kuza-due-diligence-checklist-ohada.md");
  });
});
