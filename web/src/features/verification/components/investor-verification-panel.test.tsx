import {
  INVESTOR_VERIFICATION_KIND_LABELS,
  VERIFICATION_MESSAGES as M,
  REQUESTER_STATUS_LABELS,
  VERIFIED_LABELS,
} from "@domain/verification/constants";
import type { TInvestorVerification, TVerificationRequest } from "@domain/verification/schemas";
import { fireEvent, screen, within } from "@testing-library/react";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { InvestorVerificationPanel } from "./investor-verification-panel";

const GET = "GET /api/investor/verification";
const SEND = "PUT /api/uploads/verification/investor";

const request = (patch: Partial<TVerificationRequest> = {}): TVerificationRequest => ({
  id: "r2",
  subject: "investor",
  status: "pending",
  createdAt: "2026-03-02T10:00:00Z",
  reviewedAt: null,
  rejectionReason: null,
  fileName: "passport.png",
  fileSize: 1200,
  fileType: "image/png",
  scanStatus: "clean",
  businessId: null,
  businessName: null,
  incorporationCountry: null,
  jurisdiction: null,
  registrationNumber: null,
  legalName: "Kofi Mensah Asante",
  investorKind: "individual",
  firmName: null,
  firmWebsite: null,
  firmRegistrationNumber: null,
  ...patch,
});
const answer = (patch: Partial<TInvestorVerification> = {}): TInvestorVerification => ({
  status: "not_submitted",
  latest: null,
  fullName: "Kofi Asante",
  ...patch,
});

// The form fetches zod and its schema on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/verification/schemas"), import("@hookform/resolvers/zod")]);
});

const renderPanel = () =>
  renderPage(<InvestorVerificationPanel />, { path: "/investor/profile", me: meAs("investor") });
const png = () => new File([new Uint8Array([0x89, 0x50])], "passport.png", { type: "image/png" });

describe("InvestorVerificationPanel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prefills the legal name, asks a firm for its details, and sends them with the document", async () => {
    const { calls } = mockApi({
      [GET]: () => json(answer()),
      [SEND]: () =>
        json(
          answer({ status: "pending", latest: request({ investorKind: "firm", firmName: "Savannah Capital" }) }),
          201,
        ),
    });
    renderPanel();
    expect(await screen.findByText(REQUESTER_STATUS_LABELS.not_submitted)).toBeInTheDocument();
    expect(screen.getByLabelText(T.legalName)).toHaveValue("Kofi Asante");
    expect(screen.queryByLabelText(T.firmName)).toBeNull();

    fireEvent.click(screen.getByLabelText(INVESTOR_VERIFICATION_KIND_LABELS.firm));
    fireEvent.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(M.firmNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.firmWebsiteRequired)).toBeInTheDocument();
    expect(screen.getByText(M.firmNumberRequired)).toBeInTheDocument();
    expect(calls(SEND)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(T.firmName), { target: { value: "Savannah Capital" } });
    fireEvent.change(screen.getByLabelText(T.firmWebsite), { target: { value: "https://savannah.example" } });
    fireEvent.change(screen.getByLabelText(T.firmRegistrationNumber), { target: { value: "PVT-AB1C2D3" } });
    fireEvent.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(M.noFile)).toBeInTheDocument();
    expect(calls(SEND)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(T.identityDocument), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(REQUESTER_STATUS_LABELS.pending)).toBeInTheDocument();
    const query = calls(SEND)[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      name: "passport.png",
      legalName: "Kofi Asante",
      kind: "firm",
      firmName: "Savannah Capital",
      firmWebsite: "https://savannah.example",
      firmRegistrationNumber: "PVT-AB1C2D3",
    });
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
  });

  it("after a rejection shows the reason and the form again", async () => {
    mockApi({
      [GET]: () =>
        json(answer({ status: "rejected", latest: request({ status: "rejected", rejectionReason: "Expired ID" }) })),
    });
    renderPanel();
    const region = await screen.findByRole("region", { name: T.investorTitle });
    expect(await within(region).findByText("Expired ID")).toBeInTheDocument();
    expect(within(region).getByText(REQUESTER_STATUS_LABELS.rejected)).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: T.submit })).toBeInTheDocument();
  });

  it("once verified shows the badge, says so, and no form", async () => {
    mockApi({ [GET]: () => json(answer({ status: "verified", latest: request({ status: "approved" }) })) });
    renderPanel();
    expect(await screen.findByText(VERIFIED_LABELS.investor)).toBeInTheDocument();
    expect(screen.getByText(T.investorVerifiedDescription)).toBeInTheDocument();
    expect(screen.queryByText(T.investorDescription)).toBeNull();
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
    expect(screen.queryByLabelText(T.legalName)).toBeNull();
  });
});
