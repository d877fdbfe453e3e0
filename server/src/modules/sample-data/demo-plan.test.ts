import { communicationText } from "@domain/due-diligence/communication";
import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_PROCESSES } from "./demo-plan";
import { ALL_FOUNDERS } from "./populate-catalogue";

// The sample data keeps the rules the app enforces, so a demo shows what a user could have made.

describe("the demo plan", () => {
  it("starts every due-diligence process on a business with an active campaign (CLARIFICATIONS)", () => {
    const withoutActive = DEMO_PROCESSES.filter((p) => {
      const founder = ALL_FOUNDERS.find((f) => f.email === p.founder);
      return !founder?.campaigns.some((c) => c.status === "active");
    }).map((p) => `${p.investor} -> ${p.founder}`);
    expect(withoutActive).toEqual([]);
  });

  it("publishes only through the review rule (decision 018): every active campaign's business is Verified", () => {
    const live = ALL_FOUNDERS.filter((f) => f.campaigns.some((c) => c.status === "active"));
    expect(live.filter((f) => !f.business.verified).map((f) => f.business.name)).toEqual([]);
    expect(live.length).toBeGreaterThanOrEqual(5);
  });

  it("leaves the admin a Pending Review campaign of a business that is not Verified", () => {
    const waiting = ALL_FOUNDERS.filter((f) => !f.business.verified && f.campaigns.some((c) => c.status === "pending"));
    expect(waiting.length).toBeGreaterThanOrEqual(1);
  });

  describe("Last Communications", () => {
    afterEach(() => setLocale("en", { reload: false }));
    const stored = DEMO_PROCESSES.map((p) => p.lastCommunication());

    it("are written as the workflow records them, so an English reader reads them as written", () => {
      expect(stored.map(communicationText)).toEqual(stored);
      expect(stored).toContain("Moved to Term Sheet Negotiation");
      expect(stored).toContain("Due diligence declined: Terms");
    });

    it("read in French for a French reader", () => {
      setLocale("fr", { reload: false });
      const french = stored.map(communicationText);
      expect(french.filter((text, i) => text === stored[i])).toEqual([]);
      expect(french).toContain("Passage à l’étape Négociation de la term sheet");
      expect(french).toContain("Due diligence déclinée\u00a0: Conditions");
      expect(french).toContain("Document partagé\u00a0: Pitch deck");
    });
  });
});
