import type { TBusinessDetail } from "@domain/schemas/businesses";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BusinessCard } from "./business-card";
import { BusinessProfileTabs } from "./business-profile-tabs";

// The business page and card in French: the words are the catalogue's, and money, counts, rates and
// dates are written the French way (narrow no-break space between thousands, "$US" after the amount).

const NNBSP = "\u202f";
const NBSP = "\u00a0";
/** Testing Library reads every space as a plain one unless told not to: the typography is the point here. */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const textOf = (label: string) => screen.getByText(label).parentElement?.textContent;

const detail: TBusinessDetail = {
  business: {
    id: "b1",
    userId: "founder-1",
    businessName: "Solar Kits",
    businessType: "renewable_energy",
    description: null,
    incorporationCountry: "Kenya",
    stage: "seed",
    logoUrl: null,
    videoPitchUrl: "https://video.test/pitch",
    tractionMetrics: { revenue: 120_000, users: 12_500, growthRate: 12.5 },
    milestones: [],
    fundraisingHistory: [{ date: "2024", amount: 250_000, valuation: 2_000_000, investors: ["Acacia", "Baobab"] }],
    team: [],
    documents: [],
    verifiedAt: null,
    createdAt: "2025-06-01T12:00:00Z",
    updatedAt: "2025-06-01T12:00:00Z",
  },
  ownerName: "Amina Founder",
  activeCampaign: null,
  saved: false,
  verified: false,
  responseBadge: null,
};

const open = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }));

afterEach(() => setLocale("en", { reload: false }));

describe("the business page in English", () => {
  it("keeps the spec's words and the US formats", () => {
    render(
      <MemoryRouter>
        <BusinessProfileTabs detail={detail} />
      </MemoryRouter>,
    );
    open("Details");
    expect(screen.getByText("Listed since").nextSibling).toHaveTextContent("Jun 1, 2025");
    open("Traction");
    expect(textOf("Revenue")).toBe("Revenue$120,000");
    expect(textOf("Users")).toBe("Users12,500");
    expect(textOf("Growth rate")).toBe("Growth rate12.5%");
    open("Fundraising");
    expect(screen.getByText("Valuation $2,000,000")).toBeInTheDocument();
    expect(screen.getByText("Investors: Acacia, Baobab")).toBeInTheDocument();
  });
});

describe("the business page in French", () => {
  it("names its tabs and panels, and writes figures and dates the French way", () => {
    setLocale("fr", { reload: false });
    render(
      <MemoryRouter>
        <BusinessProfileTabs detail={detail} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("tablist", { name: "Profil de l’entreprise" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Présentation",
      "Détails",
      "Équipe",
      "Traction",
      "Jalons",
      "Levées de fonds",
      "Documents",
    ]);
    expect(screen.getByRole("heading", { name: "À propos" })).toBeInTheDocument();
    expect(screen.getByText("Pas encore de description.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Regarder le pitch vidéo/ })).toHaveTextContent(
      "(s’ouvre dans un nouvel onglet)",
    );
    expect(screen.getByText("Cette entreprise n’a pas de campagne active en ce moment.")).toBeInTheDocument();

    open("Détails");
    const facts = screen.getByRole("tabpanel");
    expect(within(facts).getByText("Pays d’immatriculation")).toBeInTheDocument();
    expect(within(facts).getByText("Référencée depuis").nextSibling).toHaveTextContent("1 juin 2025");

    open("Traction");
    expect(textOf("Chiffre d’affaires")).toBe(`Chiffre d’affaires120${NNBSP}000${NBSP}$US`);
    expect(textOf("Utilisateurs")).toBe(`Utilisateurs12${NNBSP}500`);
    expect(textOf("Taux de croissance")).toBe(`Taux de croissance12,5${NBSP}%`);

    open("Levées de fonds");
    expect(screen.getByRole("heading", { name: "Historique des levées de fonds" })).toBeInTheDocument();
    expect(screen.getByText(`Valorisation${NBSP}: 2${NNBSP}000${NNBSP}000${NBSP}$US`, asWritten)).toBeInTheDocument();
    expect(screen.getByText(`Investisseurs${NBSP}: Acacia, Baobab`, asWritten)).toBeInTheDocument();
    expect(screen.getByText(`Total de ces levées${NBSP}:`, { ...asWritten, exact: false }).textContent).toBe(
      `Total de ces levées${NBSP}: 250${NNBSP}000${NBSP}$US`,
    );
  });

  it("offers Save and Pass on a card in French", () => {
    setLocale("fr", { reload: false });
    const { business, ownerName } = detail;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BusinessCard
            business={{
              ...business,
              ownerName,
              activeCampaign: null,
              saved: false,
              verified: false,
              responseBadge: null,
            }}
            signedIn
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = screen.getByRole("article", { name: "Solar Kits" });
    expect(within(card).getByText("Aucune campagne active")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Enregistrer Solar Kits" })).toHaveTextContent("Enregistrer");
    expect(within(card).getByRole("button", { name: "Écarter Solar Kits" })).toHaveTextContent("Écarter");
  });
});
