import { formatDate } from "@domain/format";
import type { TBusinessVerification, TVerificationRequest } from "@domain/verification/schemas";
import { setLocale } from "@i18n/runtime";
import { screen, within } from "@testing-library/react";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BusinessVerificationPanel } from "./business-verification-panel";

// A founder's verification panel in French: its words, a rejection's reason, the date of the
// request, and the form's hints.

const business = {
  id: "b1",
  businessName: "PayLink Africa",
  incorporationCountry: "Sénégal",
  jurisdiction: "OHADA",
} as const;
const rejected: TVerificationRequest = {
  id: "r1",
  subject: "business",
  status: "rejected",
  createdAt: "2026-03-02T10:00:00Z",
  reviewedAt: "2026-03-03T10:00:00Z",
  rejectionReason: "Certificat illisible",
  fileName: "certificat.pdf",
  fileSize: 1200,
  fileType: "application/pdf",
  scanStatus: "clean",
  businessId: "b1",
  businessName: "PayLink Africa",
  incorporationCountry: "Sénégal",
  jurisdiction: "OHADA",
  registrationNumber: "SN-DKR-2024-B-12345",
  legalName: null,
  investorKind: null,
  firmName: null,
  firmWebsite: null,
  firmRegistrationNumber: null,
};
const answer = (patch: Partial<TBusinessVerification>): TBusinessVerification => ({
  status: "not_submitted",
  verifiedAt: null,
  latest: null,
  business,
  ...patch,
});
const renderPanel = () => renderPage(<BusinessVerificationPanel />, { path: "/founder/business", me: meAs("founder") });

beforeEach(() => setLocale("fr", { reload: false }));
afterEach(() => {
  setLocale("en", { reload: false });
  vi.unstubAllGlobals();
});

describe("BusinessVerificationPanel in French", () => {
  it("a rejected request: what it means, the reason, what was sent, and the form to send again", async () => {
    mockApi({ "GET /api/founder/verification": () => json(answer({ status: "rejected", latest: rejected })) });
    renderPanel();
    const panel = screen.getByRole("region", { name: "Vérification de l’entreprise" });
    expect(
      await within(panel).findByText("Non approuvée. Vous pouvez corriger votre demande et l’envoyer de nouveau."),
    ).toBeInTheDocument();
    expect(panel.textContent).toContain("Motif\u00a0: Certificat illisible");
    expect(within(panel).getByText("Numéro d’immatriculation")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Ouvrir certificat.pdf" })).toBeInTheDocument();
    expect(within(panel).getByText("Pays d’immatriculation : Sénégal")).toBeInTheDocument();
    expect(within(panel).getByText(/^PDF, JPG ou PNG, jusqu’à 10 Mo\./)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Envoyer pour vérification" })).toBeInTheDocument();
  });

  it("a pending request gives its date as French writes it", async () => {
    mockApi({
      "GET /api/founder/verification": () =>
        json(answer({ status: "pending", latest: { ...rejected, status: "pending", reviewedAt: null } })),
    });
    renderPanel();
    const date = formatDate(rejected.createdAt, "fr");
    expect(date).toMatch(/mars 2026$/);
    expect(
      await screen.findByText(
        `Envoyée le ${date}. L’équipe Kuza l’examine ; vous serez informé de la décision.`.replace(/\s+/g, " "),
      ),
    ).toBeInTheDocument();
  });
});
