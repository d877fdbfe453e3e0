import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import type { TLibraryAnalytics } from "@domain/due-diligence/analytics-schemas";
import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TLibrary } from "@domain/due-diligence/documents-schemas";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { DocumentLibraryPage } from "@web/features/due-diligence/pages/document-library-page";
import { type StubAnswer, stubApi } from "@web/testing/due-diligence";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// /founder/documents: loading, no business yet, error, and the library with its readiness.

const LIBRARY: TLibrary = {
  jurisdiction: "KE",
  jurisdictionLabel: "Kenya (Business Registration Service)",
  business: { id: "b1", name: "Shamba Fresh", country: "Kenya" },
  catalogue: [
    {
      key: "pitch_deck",
      name: "Pitch Deck",
      issuer: null,
      group: "pitch",
      unlocksAt: "initial_contact",
      preparedAhead: true,
    },
    {
      key: "tax_clearance",
      name: "Tax Compliance Certificate",
      issuer: "Kenya Revenue Authority (KRA)",
      group: "legal",
      unlocksAt: "due_diligence_docs",
      preparedAhead: true,
    },
  ],
  documents: [
    {
      id: "l1",
      category: "pitch_deck",
      fileName: "deck.pdf",
      fileSize: 2048,
      fileType: "application/pdf",
      scanStatus: "clean",
      createdAt: "2026-11-20T09:00:00.000Z",
    },
  ],
  readiness: { score: 50, ready: 1, total: 2, missing: [{ key: "tax_clearance", name: "Tax Compliance Certificate" }] },
};

const NO_SHARES: TLibraryAnalytics = { documents: [] };

function renderWith(answer: StubAnswer, analytics: StubAnswer = NO_SHARES) {
  stubApi({ "/api/due-diligence/library": answer, "/api/due-diligence/library/analytics": analytics });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DocumentLibraryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("DocumentLibraryPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says it is loading while the library is on its way", () => {
    renderWith("pending");
    expect(screen.getByRole("status", { name: T.loading })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText(T.libraryHint)).toBeInTheDocument();
  });

  it("sends a founder without a business to create it first", async () => {
    renderWith({ status: 409, code: "BUSINESS_REQUIRED" });
    expect(await screen.findByText(BUSINESS_MESSAGES.createFirst)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the library failed to load and offers to try again", async () => {
    renderWith({ status: 500 });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(M.errorLoading);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows the readiness score, what is missing, and each checklist entry by group", async () => {
    renderWith(LIBRARY);
    expect(await screen.findByText(T.libraryDescription(LIBRARY.jurisdictionLabel))).toBeInTheDocument();
    const readiness = screen.getByRole("region", { name: T.readiness });
    expect(readiness).toHaveTextContent("50%");
    expect(readiness).toHaveTextContent(T.readinessText(1, 2));
    expect(within(readiness).getByText("Tax Compliance Certificate")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pitch", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Statutory and tax", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.removeName("deck.pdf") })).toBeInTheDocument();
    expect(screen.queryByText(T.allReady)).not.toBeInTheDocument();
  });

  it("shows each investor a file went to, with their opens apart", async () => {
    const opens = (count: number, first: string | null, last: string | null) => ({
      count,
      firstOpenedAt: first,
      lastOpenedAt: last,
    });
    renderWith(LIBRARY, {
      documents: [
        {
          libraryDocumentId: "l1",
          recipients: [
            {
              processId: "p1",
              investorName: "Kofi Investor",
              documentId: "d1",
              sharedAt: "2026-11-21T09:00:00.000Z",
              opens: opens(3, "2026-11-21T10:00:00.000Z", "2026-11-23T10:00:00.000Z"),
              ndaAcceptedAt: "2026-11-21T09:30:00.000Z",
            },
            {
              processId: "p2",
              investorName: "Zara Investor",
              documentId: "d2",
              sharedAt: "2026-11-22T09:00:00.000Z",
              opens: opens(0, null, null),
              ndaAcceptedAt: null,
            },
          ],
        },
      ],
    } satisfies TLibraryAnalytics);
    const summary = await screen.findByText(T.sharedWith(2));
    const details = summary.closest("details") as HTMLElement;
    const [kofi, zara] = within(details).getAllByRole("listitem");
    expect(kofi).toHaveTextContent("Kofi Investor");
    expect(within(kofi as HTMLElement).getByText("3")).toBeInTheDocument();
    expect(within(kofi as HTMLElement).getByText(/Nov 23/)).toHaveAttribute("datetime", "2026-11-23T10:00:00.000Z");
    expect(zara).toHaveTextContent("Zara Investor");
    expect((kofi as HTMLElement).querySelector('time[datetime="2026-11-21T09:30:00.000Z"]')).not.toBeNull();
    expect(within(kofi as HTMLElement).queryByText(T.ndaNotAccepted)).not.toBeInTheDocument();
    expect(within(zara as HTMLElement).getAllByText(T.neverOpened)).toHaveLength(2);
    expect(within(zara as HTMLElement).getByText(T.ndaNotAccepted)).toBeInTheDocument();
  });

  it("says a file went to no one yet, and when its opens fail to load", async () => {
    renderWith(LIBRARY);
    expect(await screen.findByText(T.notShared)).toBeInTheDocument();
    vi.unstubAllGlobals();
    renderWith(LIBRARY, { status: 500 });
    // The NDA card has an error of its own to say; the analytics' is one of the alerts.
    await waitFor(() =>
      expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes(T.analyticsError))).toBe(true),
    );
  });

  it("says everything is ready when nothing is missing", async () => {
    renderWith({ ...LIBRARY, readiness: { score: 100, ready: 2, total: 2, missing: [] } });
    expect(await screen.findByText(T.allReady)).toBeInTheDocument();
  });
});

describe("DocumentLibraryPage in French", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setLocale("en", { reload: false });
  });

  it("shows the library, its readiness and its checklist in French", async () => {
    setLocale("fr", { reload: false });
    // The API answers the catalogue in the reader's language (the server's French names). Texts
    // are matched with their non-breaking spaces read as spaces, as Testing Library reads them.
    renderWith({
      ...LIBRARY,
      jurisdictionLabel: "Kenya (Business Registration Service)",
      catalogue: [
        { ...LIBRARY.catalogue[0], name: "Pitch deck" },
        { ...LIBRARY.catalogue[1], name: "Tax Compliance Certificate (attestation de régularité fiscale)" },
      ],
    });
    expect(screen.getByRole("heading", { name: "Bibliothèque de documents", level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Les documents que vous préparez avant toute demande, d’après la liste de contrôle pour Kenya (Business Registration Service).",
      ),
    ).toBeInTheDocument();
    const readiness = screen.getByRole("region", { name: "Préparation" });
    expect(readiness).toHaveTextContent("1 document prêt sur 2");
    expect(within(readiness).getByRole("heading", { name: "À fournir" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Documents légaux et fiscaux", level: 2 })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Délivré par Kenya Revenue Authority (KRA) · Peut être demandé à partir de l’étape Documents de due diligence",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("deck.pdf · 2 Ko · PDF · 20 nov. 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retirer deck.pdf" })).toBeInTheDocument();
    expect(screen.getByLabelText("Ajouter un autre fichier : Pitch deck")).toBeInTheDocument();
    expect(screen.getByText("Pas encore ajouté")).toBeInTheDocument();
  });
});
