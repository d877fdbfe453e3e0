import { DEFAULT_MATCH_SETTINGS } from "@domain/constants/matching";
import { formatUsd } from "@domain/format";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { matchSettingsQueryKey } from "@web/features/matching/api/get-match-settings";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { list, top } from "./match-fixtures";
import { MatchmakingPage } from "./matchmaking-page";
import { SettingsPage } from "./settings-page";

// /matchmaking and /settings in French: the screen's words, the count's plural, a match's label
// (sent in English by the API, shown in the reader's language), the rules and their amounts.

beforeEach(() => setLocale("fr", { reload: false }));
afterEach(() => {
  setLocale("en", { reload: false });
  vi.unstubAllGlobals();
});

describe("matching in French", () => {
  it("/matchmaking: the search, the count, a card's label, tags and Save", async () => {
    mockApi({ "GET /api/matching/matches": () => json(list()) });
    renderPage(<MatchmakingPage />, { path: "/matchmaking", me: meAs("investor") });
    expect(document.querySelector("search")).toHaveAttribute("aria-label", "Trouver des correspondances");
    expect(screen.getByRole("tab", { name: "Correspondances enregistrées" })).toBeInTheDocument();
    const card = (await screen.findByRole("article", { name: top.name })) as HTMLElement;
    expect(screen.getByText("2 correspondances")).toBeInTheDocument();
    expect(within(card).getByText("Excellente compatibilité")).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: "Étiquettes" })).toHaveTextContent("+2 de plus");
    expect(within(card).getByRole("button", { name: `Enregistrer ${top.name}` })).toBeInTheDocument();
    expect(within(card).getByText("Pourquoi ce score")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Filtres" }));
    expect(screen.getByRole("option", { name: "Compatibilité moyenne" })).toHaveValue("Moderate Match");
  });

  it("/settings: the tabs, and under a slider its rules with French amounts", () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(matchSettingsQueryKey, { ...DEFAULT_MATCH_SETTINGS, isDefault: true });
    render(
      <QueryClientProvider client={client}>
        <SettingsPage />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { name: "Paramètres de l’algorithme" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rétablir les valeurs par défaut" })).toBeInTheDocument();
    const hints = [...document.querySelectorAll("[id$='-help']")].map((p) => p.textContent ?? "");
    const traction = hints.find((text) => text.includes("Appétit pour le risque faible"));
    expect(traction).toContain(`chiffre d’affaires supérieur à ${formatUsd(500_000, "fr")} (+20 par défaut)`);
    expect(traction).toMatch(/^Ajuste les points de\u00a0: .+\u00a0; .+\.$/);
  });
});
