import { MATCH_DASHBOARD_COUNT, MATCH_MESSAGES } from "@domain/constants/matching";
import type { TMatchCard, TMatchList } from "@domain/schemas/matching";
import { fireEvent, screen, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MATCH_TEXTS as T } from "../texts";
import { DashboardMatches, MatchCount } from "./dashboard-matches";

const MATCHES = "GET /api/matching/matches";

const card: TMatchCard = {
  kind: "business",
  id: "b1",
  name: "Jua Solar",
  subtitle: "Renewable Energy · Kenya",
  score: 76,
  label: "Excellent Match",
  tags: [],
  fired: [
    { rule: "sector", points: 25, reason: "Renewable energy is one of your sectors" },
    { rule: "location", points: 15, reason: "Based where you are" },
  ],
  raise: [],
  saved: false,
  verified: false,
  link: "/businesses/b1",
};
const list = (items: TMatchCard[], allTotal = items.length): TMatchList => ({
  kind: "business",
  items,
  total: items.length,
  allTotal,
  nextOffset: null,
  sectors: [],
  recommendations: [],
});

const renderWidget = (side: "investor" | "founder") =>
  renderPage(<DashboardMatches side={side} />, { path: `/${side}/dashboard`, me: meAs(side) });

describe("DashboardMatches", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the top four and shows each as a link with its score and first reason", async () => {
    const pending = deferred();
    const { calls } = mockApi({ [MATCHES]: () => pending.response });
    const { container } = renderWidget("investor");
    expect(screen.getByRole("heading", { name: T.recommendedDeals })).toBeInTheDocument();
    // The skeleton is a grey block hidden from screen readers: only its class finds it.
    expect(container.querySelector(".animate-pulse")).not.toBeNull();
    expect(calls(MATCHES)[0]?.url.searchParams.get("limit")).toBe(String(MATCH_DASHBOARD_COUNT));

    pending.answer(json(list([card])));
    const link = await screen.findByRole("link", { name: /Jua Solar/ });
    expect(link).toHaveAttribute("href", "/businesses/b1");
    expect(within(link).getByText("76%")).toBeInTheDocument();
    expect(within(link).getByText("Excellent Match")).toBeInTheDocument();
    expect(within(link).getByText(card.fired[0]?.reason ?? "")).toBeInTheDocument();
    expect(within(link).queryByText(card.fired[1]?.reason ?? "")).toBeNull();
    expect(screen.getByRole("link", { name: T.viewAll })).toHaveAttribute("href", "/matchmaking");
    expect(container.querySelector(".animate-pulse")).toBeNull();
  });

  it("an investor with no matches is sent to the preferences", async () => {
    mockApi({ [MATCHES]: () => json(list([])) });
    renderWidget("investor");
    expect(await screen.findByText(MATCH_MESSAGES.noInvestorMatches)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MATCH_MESSAGES.updatePreferences })).toHaveAttribute(
      "href",
      "/investor/preferences",
    );
  });

  it("a founder sees AI Investor Matches, and with none is sent to the business profile", async () => {
    mockApi({ [MATCHES]: () => json({ ...list([]), kind: "investor" }) });
    renderWidget("founder");
    expect(screen.getByRole("heading", { name: T.investorMatches })).toBeInTheDocument();
    expect(await screen.findByText(MATCH_MESSAGES.noFounderMatches)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.completeBusiness })).toHaveAttribute("href", "/founder/business");
    expect(screen.queryByRole("heading", { name: T.recommendedDeals })).toBeNull();
  });

  it("a failed load says so, and Try again shows the matches", async () => {
    let fail = true;
    mockApi({ [MATCHES]: () => (fail ? apiError(500, "INTERNAL", "boom") : json(list([card]))) });
    renderWidget("investor");
    expect(await screen.findByRole("alert")).toHaveTextContent(MATCH_MESSAGES.loadError);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Jua Solar/ })).toBeInTheDocument();
  });
});

describe("MatchCount", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows how many businesses match before any filter, linking to /matchmaking", async () => {
    mockApi({ [MATCHES]: () => json(list([card], 37)) });
    renderPage(<MatchCount />, { path: "/investor/dashboard", me: meAs("investor") });
    const link = screen.getByRole("link", { name: /See matches/ });
    expect(link).toHaveAttribute("href", "/matchmaking");
    expect(await within(link).findByText("37")).toBeInTheDocument();
  });
});
