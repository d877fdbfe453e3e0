import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CampaignBanner } from "./campaign-banner";

describe("CampaignBanner", () => {
  it("asks for the campaign page's banner first, and lets a card's wait until it nears the screen", () => {
    const page = render(<CampaignBanner url="/files/banners/a.jpg" seed="c1" priority />).container.querySelector(
      "img",
    );
    expect(page?.getAttribute("fetchpriority")).toBe("high");
    expect(page?.hasAttribute("loading")).toBe(false);
    const card = render(<CampaignBanner url="/files/banners/a.jpg" seed="c1" />).container.querySelector("img");
    expect(card?.getAttribute("loading")).toBe("lazy");
    expect(card?.hasAttribute("fetchpriority")).toBe(false);
  });

  it("paints a gradient when there is no image", () => {
    const { container } = render(<CampaignBanner url={null} seed="c1" priority />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });
});
