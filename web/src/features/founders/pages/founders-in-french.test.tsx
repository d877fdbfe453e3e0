import { formatNumber, formatUsd } from "@domain/format";
import type { TCampaign } from "@domain/schemas/campaigns";
import type { TFounderProfile } from "@domain/schemas/founders";
import { setLocale } from "@i18n/runtime";
import { fireEvent, screen, within } from "@testing-library/react";
import { apiError, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FounderBusinessPage } from "./founder-business-page";
import { FounderDashboardPage } from "./founder-dashboard-page";
import { FounderProfilePage } from "./founder-profile-page";

// The founder's screens in French (issue 20): labels, row names, announcements and figures all
// follow the language, money as "1 250 000 $US".

const campaign = (id: string, raised: number, status: TCampaign["status"] = "active"): TCampaign => ({
  id,
  businessId: "b1",
  title: `Campagne ${id}`,
  summary: "Des kits solaires.",
  fundingGoal: 2_000_000,
  equityOffered: 10,
  minInvestment: 500,
  maxInvestment: 10_000,
  instrument: "safe",
  status,
  endsAt: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString(),
  bannerImageUrl: null,
  pitch: null,
  problem: null,
  solution: null,
  market: null,
  businessModel: null,
  raised,
  percentFunded: 0,
  investmentCount: 3,
  investorCount: 2,
  createdAt: "2025-06-01T00:00:00Z",
  updatedAt: "2025-06-01T00:00:00Z",
});

const founder: TFounderProfile = {
  userId: "founder-1",
  email: "amina@kuza.test",
  fullName: "Amina Founder",
  phone: null,
  industrySector: "fintech",
};

beforeAll(async () => {
  await Promise.all([
    import("@domain/schemas/founders"),
    import("@domain/schemas/businesses"),
    import("@hookform/resolvers/zod"),
  ]);
});

describe("the founder's screens in French", () => {
  beforeEach(() => setLocale("fr", { reload: false }));
  afterEach(() => {
    setLocale("en", { reload: false });
    vi.unstubAllGlobals();
  });

  it("the dashboard: title, quick links, figures in French number and money formats, View all", async () => {
    const campaigns = [
      campaign("c1", 1_000_000),
      campaign("c2", 250_000),
      campaign("c3", 0, "draft"),
      campaign("c4", 0, "completed"),
    ];
    mockApi({
      "GET /api/founder/business": () => json({ business: null }),
      "GET /api/founder/campaigns": () => json({ campaigns }),
    });
    renderPage(<FounderDashboardPage />, { path: "/founder/dashboard", me: meAs("founder") });

    expect(screen.getByRole("heading", { level: 1, name: "Tableau de bord fondateur" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Mon entreprise/ })).toHaveAttribute("href", "/founder/business");
    expect(screen.getByText("Suivez l’examen de votre dossier par les investisseurs")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Vos chiffres" })).toBeInTheDocument();

    // Testing Library folds the non-breaking spaces of French figures into plain ones, so read them raw.
    const figure = (label: string) => screen.getAllByText(label)[0]?.nextElementSibling?.textContent;
    await screen.findByText("Total levé");
    expect(figure("Total levé")).toBe(formatUsd(1_250_000, "fr"));
    expect(figure("Total levé")).toMatch(/^1\s250\s000\s\$US$/);
    expect(figure("Investissements")).toBe(formatNumber(12, "fr"));
    expect(figure("Campagnes actives")).toBe("2");
    expect(screen.getByRole("link", { name: "Tout voir (4)" })).toHaveAttribute("href", "/founder/campaigns");
  });

  it("the business page: French form, and each list's rows named and announced in French", async () => {
    mockApi({ "GET /api/founder/business": () => json({ business: null }) });
    renderPage(<FounderBusinessPage />, { path: "/founder/business", me: meAs("founder") });

    expect(screen.getByRole("heading", { level: 1, name: "Mon entreprise" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Nom de l’entreprise")).toBeInTheDocument();
    expect(screen.getByLabelText("Pays d’immatriculation")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Choisissez un stade" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Créer le profil de l’entreprise" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Ajouter un jalon" }));
    expect(screen.getByRole("group", { name: "Jalon 1" })).toBeInTheDocument();
    expect(screen.getByLabelText("Titre")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Retirer le jalon 1" }));
    const milestones = screen.getByRole("region", { name: "Jalons" });
    expect(within(milestones).getByRole("status")).toHaveTextContent("Jalon 1 retiré.");

    fireEvent.click(screen.getByRole("button", { name: "Ajouter une levée de fonds" }));
    expect(screen.getByRole("group", { name: "Levée de fonds 1" })).toBeInTheDocument();
    expect(screen.getByText("Séparez les noms par des virgules.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Ajouter un document" }));
    expect(screen.getByLabelText("Nom du document 1")).toHaveAttribute("placeholder", "Ex.\u00a0: pitch deck");
  });

  it("the profile page: French labels, and a failed load says so in French", async () => {
    let fail = true;
    mockApi({
      "GET /api/founder/profile": () => (fail ? apiError(500, "INTERNAL", "Base indisponible") : json({ founder })),
    });
    renderPage(<FounderProfilePage />, { path: "/founder/profile", me: meAs("founder") });

    expect(screen.getByRole("heading", { level: 1, name: "Profil fondateur" })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Erreur de chargement du profil\s: Base indisponible/);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: /./ }));
    expect(await screen.findByLabelText("Nom complet")).toHaveValue("Amina Founder");
    expect(screen.getByLabelText("Secteur d’activité")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveValue("amina@kuza.test");
    expect(screen.getByRole("button", { name: "Enregistrer les modifications" })).toBeInTheDocument();
  });
});
