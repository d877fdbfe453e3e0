import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchCombobox } from "./global-search";

const results = {
  businesses: [{ id: "b1", label: "Jua Solar", sublabel: "Renewable Energy · Kenya", href: "/businesses/b1" }],
  campaigns: [{ id: "c1", label: "Solar homes", sublabel: "Jua Solar", href: "/businesses/b1/campaign/c1" }],
  investors: [],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch() {
  const fetch = vi.fn(async () => new Response(JSON.stringify(results), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/start"]}>
        <SearchCombobox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, box: screen.getByRole("combobox", { name: "Search Kuza" }) };
}

describe("SearchCombobox", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("groups the results by kind; the arrows move the active option and Enter opens it", async () => {
    const { fetch, box } = renderSearch();
    fireEvent.change(box, { target: { value: "jua" } });
    const listbox = screen.getByRole("listbox", { name: "Search results" });
    await within(listbox).findByRole("option", { name: /^Jua Solar/ });
    expect(fetch).toHaveBeenCalledWith("/api/search?q=jua", expect.anything());
    expect(within(listbox).getByRole("group", { name: "Businesses" })).toBeInTheDocument();
    expect(within(listbox).getByRole("group", { name: "Campaigns" })).toBeInTheDocument();
    expect(within(listbox).queryByRole("group", { name: "Investors" })).toBeNull();
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).not.toHaveAttribute("aria-activedescendant");

    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const active = document.getElementById(box.getAttribute("aria-activedescendant") ?? "");
    expect(active).toHaveAttribute("aria-selected", "true");
    expect(active).toHaveTextContent("Solar homes");

    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByTestId("where")).toHaveTextContent("/businesses/b1/campaign/c1");
    expect(box).toHaveValue("");
  });

  it("closes on Escape, and Enter with nothing chosen searches the catalogue", async () => {
    const { box } = renderSearch();
    fireEvent.change(box, { target: { value: "jua" } });
    await screen.findByRole("option", { name: /Solar homes/ });
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("jua");
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByTestId("where")).toHaveTextContent("/businesses?search=jua");
  });

  it("asks nothing for fewer than two characters", () => {
    const { fetch, box } = renderSearch();
    fireEvent.change(box, { target: { value: "j" } });
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(fetch).not.toHaveBeenCalled();
  });
});
