import { MATCH_MESSAGES, MATCH_REASONS_SHOWN, MATCH_TAGS_SHOWN } from "@domain/constants/matching";
import { sectorLabel } from "@domain/format";
import type { TMatchCard, TMatchList, TSavedMatches } from "@domain/schemas/matching";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MATCH_TEXTS as T } from "../texts";
import { MatchmakingPage } from "./matchmaking-page";

const MATCHES = "GET /api/matching/matches";
const SAVED = "GET /api/matching/saved";

const top: TMatchCard = {
  kind: "business",
  id: "b1",
  name: "Jua Solar",
  subtitle: "Renewable Energy · Kenya",
  score: 82,
  label: "Excellent Match",
  tags: ["Renewable Energy", "Seed", "Kenya", "Active campaign", "B2C"],
  fired: [
    { rule: "sector", points: 25, reason: "Renewable energy is one of your sectors" },
    { rule: "ticketFit", points: 20, reason: "The minimum investment fits your ticket" },
    { rule: "location", points: 15, reason: "Based where you are" },
    { rule: "growth", points: 10, reason: "Growing over 30% a year" },
  ],
  raise: [{ rule: "highRiskGrowth", points: 25, advice: "Raise your risk appetite to high" }],
  saved: false,
  link: "/businesses/b1",
};
const second: TMatchCard = {
  ...top,
  id: "b2",
  name: "PayLink Africa",
  subtitle: "Fintech · Nigeria",
  score: 48,
  label: "Moderate Match",
  tags: ["Fintech"],
  fired: [{ rule: "location", points: 15, reason: "Based where you are" }],
  raise: [],
  saved: true,
  link: "/businesses/b2",
};

const list = (patch: Partial<TMatchList> = {}): TMatchList => ({
  kind: "business",
  items: [top, second],
  total: 2,
  allTotal: 2,
  nextOffset: null,
  sectors: ["renewable_energy", "fintech"],
  recommendations: [],
  ...patch,
});
const empty = (kind: TMatchList["kind"]) => list({ kind, items: [], total: 0, allTotal: 0, sectors: [] });

const renderAs = (role: "investor" | "founder" | "admin", url = "/matchmaking") =>
  renderPage(<MatchmakingPage />, { path: "/matchmaking", url, me: meAs(role) });

const searchOf = (request: { url: URL }) => Object.fromEntries(request.url.searchParams);

describe("MatchmakingPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a loading skeleton and a busy Refresh button until the matches arrive", async () => {
    const pending = deferred();
    mockApi({ [MATCHES]: () => pending.response });
    renderAs("investor");
    expect(screen.getByRole("heading", { level: 1, name: MATCH_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading matches");
    expect(screen.getByRole("button", { name: MATCH_MESSAGES.refresh })).toBeDisabled();

    pending.answer(json(list()));
    expect(await screen.findByRole("link", { name: top.name })).toBeInTheDocument();
    expect(screen.queryByText("Loading matches")).toBeNull();
    expect(screen.getByRole("button", { name: MATCH_MESSAGES.refresh })).toBeEnabled();
  });

  it("an investor sees the count and each card: score, label, three tags then +N more, three reasons", async () => {
    mockApi({ [MATCHES]: () => json(list()) });
    renderAs("investor");
    const card = (await screen.findByRole("article", { name: top.name })) as HTMLElement;
    expect(screen.getByText("2 matches")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: top.name })).toHaveAttribute("href", "/businesses/b1");
    expect(within(card).getByText(top.subtitle)).toBeInTheDocument();
    expect(within(card).getByText("82%")).toBeInTheDocument();
    expect(within(card).getByText("Excellent Match")).toBeInTheDocument();

    const tags = within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((t) => t.textContent)).toEqual([
      ...top.tags.slice(0, MATCH_TAGS_SHOWN),
      `+${top.tags.length - MATCH_TAGS_SHOWN} more`,
    ]);
    const reasons = within(within(card).getByRole("list", { name: "Reasons" })).getAllByRole("listitem");
    expect(reasons.map((r) => r.textContent)).toEqual(top.fired.slice(0, MATCH_REASONS_SHOWN).map((f) => f.reason));
    // "Why this score" lists every rule with its points, and what would raise the score.
    expect(within(card).getByText(T.whyTitle)).toBeInTheDocument();
    expect(within(card).getByText("+10")).toBeInTheDocument();
    expect(within(card).getByText(T.raiseTitle)).toBeInTheDocument();
    expect(within(card).getByText(top.raise[0]?.advice ?? "")).toBeInTheDocument();

    expect(within(card).getByRole("button", { name: `${T.save} ${top.name}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    const saved = screen.getByRole("article", { name: second.name });
    expect(within(saved).getByRole("button", { name: `${T.savedButton} ${second.name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(saved).queryByText(T.raiseTitle)).toBeNull();
    expect(screen.getByPlaceholderText(T.investorSearch)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.allBusinesses })).toHaveAttribute("href", "/businesses");
  });

  it("one match reads '1 match'", async () => {
    mockApi({ [MATCHES]: () => json(list({ items: [top], total: 1, allTotal: 1 })) });
    renderAs("investor");
    expect(await screen.findByText("1 match")).toBeInTheDocument();
  });

  it("shows the improvement recommendations above the list", async () => {
    const recommendations = [
      { id: "noSectors", text: "Add preferred sectors to your investment preferences." },
      { id: "noTicket", text: "Set your ticket size range so we can match you with rounds you can join." },
    ];
    mockApi({ [MATCHES]: () => json(list({ recommendations })) });
    renderAs("investor");
    const section = await screen.findByRole("region", { name: T.recommendationsTitle });
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(recommendations.map((r) => r.text));
  });

  it("Save saves the match, says so and asks for the list again", async () => {
    const { calls } = mockApi({
      [MATCHES]: () => json(list()),
      "PUT /api/matching/saved/b1": () => json({ ok: true }),
    });
    renderAs("investor");
    fireEvent.click(await screen.findByRole("button", { name: `${T.save} ${top.name}` }));
    expect(await screen.findByText(MATCH_MESSAGES.matchSaved)).toBeInTheDocument();
    expect(calls("PUT /api/matching/saved/b1")).toHaveLength(1);
    await waitFor(() => expect(calls(MATCHES)).toHaveLength(2));
  });

  it("a refused save shows the server's message", async () => {
    mockApi({
      [MATCHES]: () => json(list()),
      "DELETE /api/matching/saved/b2": () => apiError(404, "NOT_FOUND", MATCH_MESSAGES.matchNotFound),
    });
    renderAs("investor");
    fireEvent.click(await screen.findByRole("button", { name: `${T.savedButton} ${second.name}` }));
    expect(await screen.findByText(MATCH_MESSAGES.matchNotFound)).toBeInTheDocument();
  });

  it("an investor with no matches is sent to the preferences", async () => {
    mockApi({ [MATCHES]: () => json(empty("business")) });
    renderAs("investor");
    expect(await screen.findByText(MATCH_MESSAGES.noInvestorMatches)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MATCH_MESSAGES.updatePreferences })).toHaveAttribute(
      "href",
      "/investor/preferences",
    );
    expect(screen.queryByText(MATCH_MESSAGES.noFounderMatches)).toBeNull();
  });

  it("a founder sees investors: their search words, All Investors, and their empty state", async () => {
    mockApi({ [MATCHES]: () => json(empty("investor")) });
    renderAs("founder");
    expect(await screen.findByText(MATCH_MESSAGES.noFounderMatches)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.completeBusiness })).toHaveAttribute("href", "/founder/business");
    expect(screen.getByPlaceholderText(T.founderSearch)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.allInvestors })).toHaveAttribute("href", "/investors");
    expect(screen.queryByText(MATCH_MESSAGES.noInvestorMatches)).toBeNull();
  });

  it("a founder's investor matches link to the investors' pages", async () => {
    const investor: TMatchCard = {
      ...top,
      kind: "investor",
      id: "u7",
      name: "Savannah Angels",
      subtitle: "Angel · Nairobi",
      link: "/investors/u7",
    };
    mockApi({ [MATCHES]: () => json(list({ kind: "investor", items: [investor], total: 1, allTotal: 1 })) });
    renderAs("founder");
    expect(await screen.findByRole("link", { name: investor.name })).toHaveAttribute("href", "/investors/u7");
  });

  it("a founder without a business is sent to create it, not shown an empty match list", async () => {
    mockApi({ [MATCHES]: () => json(empty(null)) });
    renderAs("founder");
    await waitFor(() => expect(screen.queryByText("Loading matches")).toBeNull());
    const links = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(links).toContain("/founder/business");
    expect(screen.queryByText(MATCH_MESSAGES.noFounderMatches)).toBeNull();
    expect(screen.queryByText(MATCH_MESSAGES.noMatches)).toBeNull();
    expect(screen.queryByRole("link", { name: T.completeBusiness })).toBeNull();
  });

  it("an admin is told matches are for investors and founders", async () => {
    mockApi({ [MATCHES]: () => json(empty(null)) });
    renderAs("admin");
    expect(await screen.findByText(T.adminNote)).toBeInTheDocument();
    expect(screen.queryByText(MATCH_MESSAGES.noMatches)).toBeNull();
  });

  it("a failed load says so, and Try again loads the matches", async () => {
    let fail = true;
    mockApi({ [MATCHES]: () => (fail ? apiError(500, "INTERNAL", "boom") : json(list())) });
    renderAs("investor");
    expect(await screen.findByRole("alert")).toHaveTextContent(MATCH_MESSAGES.loadError);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: top.name })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("Refresh Matches asks the server again", async () => {
    const { calls } = mockApi({ [MATCHES]: () => json(list()) });
    renderAs("investor");
    await screen.findByRole("link", { name: top.name });
    fireEvent.click(screen.getByRole("button", { name: MATCH_MESSAGES.refresh }));
    await waitFor(() => expect(calls(MATCHES)).toHaveLength(2));
  });

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
