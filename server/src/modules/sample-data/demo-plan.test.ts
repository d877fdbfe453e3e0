import { describe, expect, it } from "vitest";
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
});
