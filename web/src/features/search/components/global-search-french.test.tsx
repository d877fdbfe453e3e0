import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchCombobox } from "./global-search";

const results = {
  businesses: [{ id: "b1", label: "Jua Solar", sublabel: "Kenya", href: "/businesses/b1" }],
  campaigns: [{ id: "c1", label: "Solar homes", sublabel: "Jua Solar", href: "/businesses/b1/campaign/c1" }],
  investors: [],
};

describe("SearchCombobox in French", () => {
  beforeEach(() => setLocale("fr", { reload: false }));
  afterEach(() => {
    setLocale("en", { reload: false });
    vi.unstubAllGlobals();
  });

  it("names the box, its groups, the catalogue option and the count in French", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(results), { status: 200 })),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <SearchCombobox />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const box = screen.getByRole("combobox", { name: "Rechercher sur Kuza" });
    expect(box).toHaveAttribute("placeholder", "Rechercher des entreprises, des deals, des investisseurs…");
    fireEvent.change(box, { target: { value: "jua" } });
    const listbox = screen.getByRole("listbox", { name: "Résultats de recherche" });
    await within(listbox).findByRole("option", { name: /^Jua Solar/ });
    expect(within(listbox).getByRole("group", { name: "Entreprises" })).toBeInTheDocument();
    expect(within(listbox).getByRole("group", { name: "Campagnes" })).toBeInTheDocument();
    expect(
      within(listbox).getByRole("option", { name: "Rechercher «\u00a0jua\u00a0» dans toutes les entreprises" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 résultats");
  });
});
