import { formatDate, formatUsd } from "@domain/format";
import type { TInvestment, TInvestorDashboard } from "@domain/schemas/investments";
import { setLocale } from "@i18n/runtime";
import { render, screen, within } from "@testing-library/react";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decisionWording } from "../components/investment-decision-wording";
import { InvestmentSummaryCards } from "../components/investment-summary-cards";
import { InvestmentsTable } from "../components/investments-table";
import { InvestorDashboardPage } from "./investor-dashboard-page";

// The investor's screens in French: words, plurals, money ("250 000 $US") and dates.

const plain = (text: string) => text.replace(/\s+/g, " ");
const summary = {
  count: 2,
  totalAmount: 255_000,
  completedCount: 1,
  completedAmount: 250_000,
  pendingCount: 1,
  pendingAmount: 5_000,
  rejectedCount: 0,
};
const dashboard: TInvestorDashboard = {
  totalInvestments: 2,
  totalAmountInvested: 250_000,
  pendingAmountInvested: 5_000,
  summary,
  recentInvestments: [],
};
const investment: TInvestment = {
  id: "i1",
  amount: 250_000,
  status: "completed",
  createdAt: "2026-03-02T10:00:00Z",
  updatedAt: "2026-03-02T10:00:00Z",
  campaign: { id: "c1", title: "Seed round", status: "active", fundingGoal: 1_000_000 },
  business: { id: "b1", name: "Jua Solar", logoUrl: null },
};

beforeEach(() => setLocale("fr", { reload: false }));
afterEach(() => {
  setLocale("en", { reload: false });
  vi.unstubAllGlobals();
});

describe("investments in French", () => {
  it("the dashboard: its title, quick links, figures and empty list", async () => {
    mockApi({ "GET /api/investor/dashboard": () => json(dashboard) });
    renderPage(<InvestorDashboardPage />, { path: "/investor/dashboard", me: meAs("investor") });
    expect(screen.getByRole("heading", { level: 1, name: "Tableau de bord investisseur" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Préférences d’investissement/ })).toHaveAttribute(
      "href",
      "/investor/preferences",
    );
    expect(await screen.findByText(plain(formatUsd(250_000, "fr")))).toBeInTheDocument();
    expect(screen.getByText(plain(`${formatUsd(5_000, "fr")} en attente`))).toBeInTheDocument();
    expect(screen.getByText("Entreprises correspondantes")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explorer les entreprises" })).toBeInTheDocument();
  });

  it("the summary cards and the history table", () => {
    render(
      <MemoryRouter>
        <InvestmentSummaryCards summary={summary} />
        <InvestmentsTable investments={[investment]} />
      </MemoryRouter>,
    );
    expect(screen.getByText("1 investissement confirmé")).toBeInTheDocument();
    expect(screen.getByText("1 investissement en attente du fondateur")).toBeInTheDocument();
    const table = screen.getByRole("region", { name: "Historique des investissements" });
    expect(within(table).getByRole("columnheader", { name: "Montant" })).toBeInTheDocument();
    expect(within(table).getByText(formatDate(investment.createdAt, "fr"))).toBeInTheDocument();
    expect(formatDate(investment.createdAt, "fr")).toMatch(/mars 2026$/);
  });

  it("a founder's Complete and Reject name the investment and say what follows", () => {
    const pending = { ...investment, campaignId: "c1", investorId: "u1", investorName: "Kofi", amount: 5_000 };
    const reject = decisionWording("rejected", pending);
    expect(reject.verb).toBe("Refuser");
    expect(reject.label).toBe(`Refuser l’investissement de ${formatUsd(5_000, "fr")} de Kofi`);
    expect(reject.title).toBe("Refuser cet investissement\u00a0?");
    expect(decisionWording("completed", pending).done).toBe(
      `L’investissement de ${formatUsd(5_000, "fr")} de Kofi est finalisé.`,
    );
  });
});
