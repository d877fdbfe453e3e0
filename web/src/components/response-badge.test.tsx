import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponseBadge } from "./response-badge";

// The response badge (decision 029): nothing without figures, the most telling line on a card,
// every line on a profile, and what it rests on on keyboard focus or a tap.

const badge = {
  firstMessages: { cases: 6, percent: 80, replyWithin: { unit: "days" as const, days: 2 } },
  interest: { cases: 10, percent: 90 },
};

describe("ResponseBadge", () => {
  it("shows nothing below the minimum (no badge from the server)", () => {
    const { container } = render(<ResponseBadge badge={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the first line on a card and explains every figure on keyboard focus", async () => {
    render(<ResponseBadge badge={badge} />);
    const trigger = screen.getByRole("button", { name: "Responsiveness: Responds to 90% of interest" });
    expect(screen.queryByText("Usually replies within 2 days")).not.toBeInTheDocument();
    fireEvent.focus(trigger);
    const tip = await screen.findByRole("tooltip");
    expect(tip).toHaveTextContent("Usually replies within 2 days");
    expect(tip).toHaveTextContent("6 first messages received, 10 expressions of interest received");
    expect(tip).toHaveTextContent("at least 5 cases");
  });

  it("shows every line on a profile and opens on a tap", async () => {
    render(<ResponseBadge badge={badge} variant="full" />);
    const trigger = screen.getByRole("button", { name: /Responsiveness/ });
    expect(trigger).toHaveTextContent("Responds to 90% of interest");
    expect(trigger).toHaveTextContent("Usually replies within 2 days");
    expect(trigger).toHaveTextContent("Replies to 80% of first messages");
    fireEvent.click(trigger);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("past 365 days");
  });
});
