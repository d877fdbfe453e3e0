import { MATCH_MESSAGES, MATCH_REASONS_SHOWN, MATCH_TAGS_SHOWN } from "@domain/constants/matching";
import type { TMatchCard } from "@domain/schemas/matching";
import { VERIFIED_LABELS } from "@domain/verification/constants";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MATCH_TEXTS as T } from "../texts";
import { empty, list, second, top } from "./match-fixtures";
import { MatchmakingPage } from "./matchmaking-page";

const MATCHES = "GET /api/matching/matches";

const renderAs = (role: "investor" | "founder" | "admin", url = "/matchmaking") =>
  renderPage(<MatchmakingPage />, { path: "/matchmaking", url, me: meAs(role) });

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
    // A verified business's card carries the badge; an unverified one's does not.
    expect(within(card).getByText(VERIFIED_LABELS.business)).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: second.name })).queryByText(VERIFIED_LABELS.business)).toBeNull();

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
});
