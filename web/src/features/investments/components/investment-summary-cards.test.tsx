import type { TInvestmentSummary } from "@domain/schemas/investments";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvestmentSummaryCards } from "./investment-summary-cards";

const summary: TInvestmentSummary = {
  count: 3,
  totalAmount: 13_000,
  completedCount: 2,
  completedAmount: 10_000,
  pendingCount: 1,
  pendingAmount: 3_000,
  rejectedCount: 1,
};

/** The figure shown under a card's label. */
const figureOf = (label: string) => screen.getByText(label).closest("div")?.querySelector("dd")?.textContent;

describe("InvestmentSummaryCards", () => {
  it("shows completed money as Total Amount Invested and pending money apart, never their sum", () => {
    render(<InvestmentSummaryCards summary={summary} />);
    expect(figureOf("Total Investments")).toBe("3");
    expect(figureOf("Total Amount Invested")).toBe("$10,000");
    expect(figureOf("Pending")).toBe("$3,000");
    expect(screen.queryByText("$13,000")).toBeNull();
  });
});
