import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScoreBadge } from "./score-badge";

describe("ScoreBadge", () => {
  it("shows the exact score as a whole number, half up, with the exact score's label", () => {
    render(<ScoreBadge score={57.5} label="Moderate Match" />);
    expect(screen.getByText(/%$/).textContent).toBe("Match score 58%");
    expect(screen.queryByText(/57\.5/)).toBeNull();
    expect(screen.getByText("Moderate Match")).toBeTruthy();
  });
});
