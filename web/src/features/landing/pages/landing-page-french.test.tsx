import { formatUsd } from "@domain/format";
import { setLocale } from "@i18n/runtime";
import { screen, within } from "@testing-library/react";
import { json, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LandingPage } from "./landing-page";

// The landing page in French (issue 20): header with the language switch, the steps, the feed's
// sample cards, the figures and the footer.

describe("LandingPage in French", () => {
  beforeEach(() => setLocale("fr", { reload: false }));
  afterEach(() => setLocale("en", { reload: false }));

  it("speaks French from the header to the footer", async () => {
    mockApi({ "GET /api/feed": () => json({ campaigns: [], companies: [], stats: { businesses: 1, raised: 0 } }) });
    renderPage(<LandingPage />, { path: "/", me: null });
    const header = screen.getByRole("navigation", { name: "Site" });
    expect(within(header).getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
    expect(within(header).getByRole("button", { name: "Français" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "Comment ça marche" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "1. Créer et présenter" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Campagnes à la une" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(/^Des kits solaires payables à l’usage/)).toBeInTheDocument();
    expect(screen.getAllByText("Exemple")).toHaveLength(3);
    expect(screen.getByText("par Wanjiru Kamau")).toBeInTheDocument();
    // Testing Library compares the page's text with its spaces made plain (French money has narrow ones).
    expect(screen.getByText(`${formatUsd(180_000, "fr")} levés`.replace(/\s/g, " "))).toBeInTheDocument();
    expect(await screen.findByText("startup référencée")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Le réseau des deals de l’Afrique.");
  });
});
