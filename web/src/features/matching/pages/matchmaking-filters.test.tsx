import { MATCH_MESSAGES } from "@domain/constants/matching";
import { sectorLabel } from "@domain/format";
import type { TSavedMatches } from "@domain/schemas/matching";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MATCH_TEXTS as T } from "../texts";
import { list, second, top } from "./match-fixtures";
import { MatchmakingPage } from "./matchmaking-page";

const MATCHES = "GET /api/matching/matches";
const SAVED = "GET /api/matching/saved";

const renderAs = (role: "investor" | "founder" | "admin", url = "/matchmaking") =>
  renderPage(<MatchmakingPage />, { path: "/matchmaking", url, me: meAs(role) });

const searchOf = (request: { url: URL }) => Object.fromEntries(request.url.searchParams);

describe("MatchmakingPage: filters, search, more, saved", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the Filters panel offers the matches' sectors and sends each choice to the server and the URL", async () => {
    const { calls } = mockApi({ [MATCHES]: () => json(list()) });
    const { where } = renderAs("investor");
    const toggle = await screen.findByRole("button", { name: T.filters });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText(T.sector)).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const sector = screen.getByLabelText(T.sector);
    expect(
      within(sector)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([T.anySector, sectorLabel("renewable_energy"), sectorLabel("fintech")]);
    fireEvent.change(sector, { target: { value: "fintech" } });
    fireEvent.change(screen.getByLabelText(T.minScore), { target: { value: "60" } });
    fireEvent.change(screen.getByLabelText(T.label), { target: { value: "Good Match" } });

    await waitFor(() =>
      expect(searchOf(calls(MATCHES).at(-1) ?? { url: new URL("http://x") })).toEqual({
        sector: "fintech",
        minScore: "60",
        label: "Good Match",
        limit: "24",
      }),
    );
    expect(where()).toBe("/matchmaking?sector=fintech&minScore=60&label=Good+Match");
  });

  it("opens with the Filters panel shown when the URL carries a filter", async () => {
    mockApi({ [MATCHES]: () => json(list()) });
    renderAs("investor", "/matchmaking?minScore=75");
    expect(await screen.findByLabelText(T.minScore)).toHaveValue("75");
    expect(screen.getByRole("button", { name: T.filters })).toHaveAttribute("aria-expanded", "true");
  });

  it("searching sends the words on Enter", async () => {
    const { calls } = mockApi({ [MATCHES]: () => json(list()) });
    const { where } = renderAs("investor");
    const box = await screen.findByRole("searchbox", { name: T.searchLabel });
    fireEvent.change(box, { target: { value: "solar" } });
    fireEvent.submit((box as HTMLInputElement).form as HTMLFormElement);
    await waitFor(() => expect(calls(MATCHES).at(-1)?.url.searchParams.get("search")).toBe("solar"));
    expect(where()).toBe("/matchmaking?search=solar");
  });

  it("no match for the filters says so, and Clear Filters shows every match again", async () => {
    const { calls } = mockApi({
      [MATCHES]: ({ url }) => json(url.searchParams.has("sector") ? list({ items: [], total: 0 }) : list()),
    });
    const { where } = renderAs("investor", "/matchmaking?sector=fintech&search=pay");
    expect(await screen.findByText(MATCH_MESSAGES.noMatches)).toBeInTheDocument();
    expect(screen.queryByText(MATCH_MESSAGES.noInvestorMatches)).toBeNull();
    // The panel has its own Clear Filters; the empty state's is the last one.
    const clears = screen.getAllByRole("button", { name: T.clearFilters });
    fireEvent.click(clears[clears.length - 1] as HTMLElement);
    expect(await screen.findByRole("link", { name: top.name })).toBeInTheDocument();
    expect(where()).toBe("/matchmaking");
    expect(screen.getByRole("searchbox", { name: T.searchLabel })).toHaveValue("");
    expect(searchOf(calls(MATCHES).at(-1) ?? { url: new URL("http://x") })).toEqual({ limit: "24" });
  });

  it("Show more matches asks for the next page while there is one", async () => {
    const { calls } = mockApi({
      [MATCHES]: ({ url }) =>
        json(url.searchParams.get("limit") === "24" ? list({ total: 30, nextOffset: 24 }) : list({ total: 30 })),
    });
    renderAs("investor");
    fireEvent.click(await screen.findByRole("button", { name: T.showMore }));
    await waitFor(() => expect(calls(MATCHES).at(-1)?.url.searchParams.get("limit")).toBe("48"));
    await waitFor(() => expect(screen.queryByRole("button", { name: T.showMore })).toBeNull());
  });

  describe("Saved Matches", () => {
    const saved = (items: TSavedMatches["items"]) => () => json({ items });

    it("loads the saved matches when the tab opens", async () => {
      const pending = deferred();
      const { calls } = mockApi({ [MATCHES]: () => json(list()), [SAVED]: () => pending.response });
      const { where } = renderAs("investor");
      await screen.findByRole("link", { name: top.name });
      expect(calls(SAVED)).toHaveLength(0);
      fireEvent.mouseDown(screen.getByRole("tab", { name: T.saved }));
      expect(await screen.findByText("Loading saved matches")).toBeInTheDocument();
      expect(where()).toBe("/matchmaking?tab=saved");
      pending.answer(json({ items: [second] }));
      const panel = screen.getByRole("tabpanel", { name: T.saved });
      expect(await within(panel).findByRole("article", { name: second.name })).toBeInTheDocument();
      expect(within(panel).queryByRole("article", { name: top.name })).toBeNull();
    });

    it("says when nothing is saved yet", async () => {
      mockApi({ [MATCHES]: () => json(list()), [SAVED]: saved([]) });
      renderAs("investor", "/matchmaking?tab=saved");
      expect(await screen.findByText(T.noSaved)).toBeInTheDocument();
      expect(screen.getByRole("tab", { name: T.saved })).toHaveAttribute("aria-selected", "true");
    });

    it("a failed load says so", async () => {
      mockApi({ [MATCHES]: () => json(list()), [SAVED]: () => apiError(500, "INTERNAL", "boom") });
      renderAs("investor", "/matchmaking?tab=saved");
      expect(await screen.findByRole("alert")).toHaveTextContent(MATCH_MESSAGES.loadError);
    });
  });
});
