import { formatNumber } from "@domain/format";
import type { TInvestorCard, TInvestorPreferences, TInvestorProfile, TInvestorPublic } from "@domain/schemas/investors";
import { normalizeSector } from "@domain/schemas/investors";
import { setLocale } from "@i18n/runtime";
import { fireEvent, render, screen } from "@testing-library/react";
import { ChipsInput } from "@web/features/investors/components/chips-input";
import { InvestorPreferencesForm } from "@web/features/investors/components/investor-preferences-form";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { InvestorProfilePage } from "./investor-profile-page";
import { InvestorPublicPage } from "./investor-public-page";
import { InvestorsPage } from "./investors-page";

// The investor directory, a public investor page, the chips box and the preferences form in
// French (issue 20): labels, counts, dates and spoken names follow the language.

const card: TInvestorCard = {
  userId: "u1",
  fullName: "Kofi Mensah",
  investorType: "vc",
  investorTypeLabel: "VC Firm",
  address: "Abidjan",
  sectors: [],
  ticketRange: "$25k - $250k",
  stagePreference: "Seed",
  verified: true,
  avatarUrl: null,
  responseBadge: null,
};

const investor: TInvestorPublic = {
  userId: "u1",
  fullName: "Kofi Mensah",
  investorType: "vc",
  investorTypeLabel: "VC Firm",
  bio: null,
  address: null,
  avatarUrl: null,
  verified: true,
  sectors: [],
  preferredIndustries: ["Mobile money"],
  stagePreference: null,
  ticketSizes: { min: 25_000, max: 250_000 },
  ticketRange: "$25k - $250k",
  riskAppetite: "medium",
  investmentThesis: null,
  dealAppetite: null,
  portfolio: [],
  memberSince: "2025-01-15T10:00:00Z",
  responseBadge: null,
};

const profile: TInvestorProfile = {
  userId: "investor-1",
  email: "kofi@kuza.test",
  fullName: "Kofi Investor",
  investorType: "vc",
  phone: null,
  address: null,
  bio: null,
  avatarUrl: null,
  kycStatus: "pending",
  verified: false,
  investmentPreferences: {
    sectors: [],
    ticketSizes: { min: 5_000, max: 50_000 },
    riskAppetite: "medium",
    stagePreference: null,
    investmentThesis: null,
    dealAppetite: null,
    preferredIndustries: [],
  },
  saved: true,
  createdAt: null,
  updatedAt: null,
};

/** Testing Library folds French non-breaking spaces into plain ones: read the text raw. */
const rawTextOf = (element: Element | null | undefined) => element?.textContent ?? "";

beforeAll(async () => {
  await Promise.all([import("@domain/schemas/investors"), import("@hookform/resolvers/zod")]);
});

describe("the investors' screens in French", () => {
  beforeEach(() => setLocale("fr", { reload: false }));
  afterEach(() => {
    setLocale("en", { reload: false });
    vi.unstubAllGlobals();
  });

  it("the directory: search, filters, a French count and French cards", async () => {
    mockApi({ "GET /api/investors": () => json({ items: [card], total: 1_234, nextOffset: null }) });
    const { container } = renderPage(<InvestorsPage />, { path: "/investors", me: meAs("founder") });

    expect(screen.getByRole("heading", { level: 1, name: "Investisseurs" })).toBeInTheDocument();
    expect(container.querySelector("search")).toHaveAttribute("aria-label", "Trouver des investisseurs");
    expect(screen.getByLabelText("Rechercher des investisseurs")).toHaveAttribute(
      "placeholder",
      "Rechercher par nom, type ou lieu…",
    );
    expect(screen.getByRole("option", { name: "Tous les types d’investisseurs" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Tous les secteurs" })).toBeInTheDocument();

    const link = await screen.findByRole("link", { name: /^Voir le profil\s: Kofi Mensah$/ });
    expect(link).toHaveTextContent("Voir le profil");
    expect(screen.getByText("Aucun secteur indiqué pour l’instant")).toBeInTheDocument();
    expect(screen.getByText("Ticket d’investissement")).toBeInTheDocument();
    const count = `${formatNumber(1_234, "fr")} investisseurs`;
    expect(count).toMatch(/^1\s234 investisseurs$/);
    expect(screen.getAllByText((_, element) => rawTextOf(element) === count).length).toBeGreaterThan(0);
  });

  it("one investor counts in the singular", async () => {
    mockApi({ "GET /api/investors": () => json({ items: [card], total: 1, nextOffset: null }) });
    renderPage(<InvestorsPage />, { path: "/investors", me: meAs("founder") });
    expect(await screen.findByText("1 investisseur")).toBeInTheDocument();
  });

  it("a public page: the month they joined in French, and French facts and empty states", async () => {
    mockApi({ "GET /api/investors/u1": () => json({ investor }) });
    renderPage(<InvestorPublicPage />, { path: "/investors/:id", url: "/investors/u1", me: meAs("founder") });

    expect(screen.getByRole("status")).toHaveTextContent("Chargement du profil de l’investisseur");
    expect(await screen.findByText("Membre depuis janvier 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour aux investisseurs" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "En bref" })).toBeInTheDocument();
    expect(screen.getByText("Stades ciblés").nextElementSibling).toHaveTextContent("Non précisé");
    expect(screen.getByText("Aucun secteur indiqué pour l’instant.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Industries privilégiées" })).toHaveTextContent("Mobile money");
    expect(screen.getByText("Aucune entreprise en portefeuille pour l’instant.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Envoyer un message" })).toBeInTheDocument();
  });

  it("the chips box: hint, Add, the chosen list and each chip's Remove name in French", () => {
    function Harness() {
      const [value, setValue] = useState<string[]>([]);
      return <ChipsInput id="sectors" label="Secteurs" value={value} onChange={setValue} normalize={normalizeSector} />;
    }
    render(<Harness />);
    expect(
      screen.getByText("Appuyez sur Entrée pour ajouter. Sélectionnez une entrée pour la retirer."),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Secteurs"), { target: { value: "Mining" } });
    fireEvent.click(screen.getByRole("button", { name: /^Ajouter à «\s*Secteurs\s*»$/ }));
    expect(screen.getByRole("list", { name: /^Vos choix\s: secteurs$/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retirer Mining" })).toBeInTheDocument();
  });

  it("the preferences form: French labels, and a sector only the profile lists is named in French", async () => {
    const preferences: TInvestorPreferences = {
      sectors: ["fintech", "Mining"],
      ticketSizes: { min: 0, max: 100_000 },
      riskAppetite: "medium",
      isDefault: false,
    };
    renderPage(<InvestorPreferencesForm preferences={preferences} />, {
      path: "/investor/preferences",
      me: meAs("investor"),
    });
    expect(screen.getByRole("group", { name: "Secteurs" })).toBeInTheDocument();
    expect(screen.getByLabelText("Ticket minimum (USD)")).toHaveValue(0);
    expect(screen.getByLabelText("Ticket maximum (USD)")).toHaveAccessibleDescription(
      "0 signifie aucune limite supérieure.",
    );
    expect(screen.getByRole("group", { name: "Appétit pour le risque" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "profil" })).toHaveAttribute("href", "/investor/profile");
    expect(screen.getByText(/indique aussi Mining\. En enregistrant ici/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enregistrer les préférences" })).toBeInTheDocument();
  });

  it("the profile editor: French sections, labels, hints and placeholders", async () => {
    mockApi({ "GET /api/investor/profile": () => json({ investor: profile }) });
    renderPage(<InvestorProfilePage />, { path: "/investor/profile", me: meAs("investor") });

    expect(screen.getByRole("heading", { level: 1, name: "Profil investisseur" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Nom complet")).toHaveValue("Kofi Investor");
    expect(screen.getByRole("heading", { name: "Informations personnelles" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Préférences d’investissement" })).toBeInTheDocument();
    expect(screen.getByLabelText("Adresse")).toHaveAccessibleDescription("Affichée comme votre localisation.");
    expect(screen.getByLabelText("Stade préféré")).toHaveAttribute("placeholder", "Ex.\u00a0: Amorçage, Série A");
    expect(screen.getByLabelText("Industries privilégiées")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enregistrer le profil" })).toBeInTheDocument();
  });
});
