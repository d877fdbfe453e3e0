import { VERIFICATION_MESSAGES as M, REQUESTER_STATUS_LABELS, VERIFIED_LABELS } from "@domain/verification/constants";
import { REGISTRATION_NUMBER_MESSAGES, registrationFormatOf } from "@domain/verification/registration-numbers";
import type { TBusinessVerification, TVerificationRequest } from "@domain/verification/schemas";
import { m } from "@i18n/messages";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BusinessVerificationPanel } from "./business-verification-panel";

const GET = "GET /api/founder/verification";
const SEND = "PUT /api/uploads/verification/business";

const business = {
  id: "b1",
  businessName: "PayLink Africa",
  incorporationCountry: "Nigeria",
  jurisdiction: "NG",
} as const;
const request = (patch: Partial<TVerificationRequest> = {}): TVerificationRequest => ({
  id: "r1",
  subject: "business",
  status: "pending",
  createdAt: "2026-03-02T10:00:00Z",
  reviewedAt: null,
  rejectionReason: null,
  fileName: "certificate.pdf",
  fileSize: 1200,
  fileType: "application/pdf",
  scanStatus: "clean",
  businessId: "b1",
  businessName: "PayLink Africa",
  incorporationCountry: "Nigeria",
  jurisdiction: "NG",
  registrationNumber: "RC 1234567",
  legalName: null,
  investorKind: null,
  firmName: null,
  firmWebsite: null,
  firmRegistrationNumber: null,
  ...patch,
});
const answer = (patch: Partial<TBusinessVerification> = {}): TBusinessVerification => ({
  status: "not_submitted",
  verifiedAt: null,
  latest: null,
  business,
  ...patch,
});

const renderPanel = () => renderPage(<BusinessVerificationPanel />, { path: "/founder/business", me: meAs("founder") });
const pdf = () => new File(["%PDF-1.7"], "cac-certificate.pdf", { type: "application/pdf" });
const panel = () => screen.getByRole("region", { name: T.businessTitle });

describe("BusinessVerificationPanel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a spinner, then a load error with a retry that asks again", async () => {
    const first = deferred();
    let calls = 0;
    mockApi({
      [GET]: () => {
        calls += 1;
        return calls === 1 ? first.response : json(answer());
      },
    });
    renderPanel();
    expect(within(panel()).getByRole("status")).toHaveTextContent(T.loading);
    first.answer(apiError(500, "INTERNAL", "Down"));
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText(REQUESTER_STATUS_LABELS.not_submitted)).toBeInTheDocument();
  });

  it("asks for the business profile first, or its country, before any registration", async () => {
    mockApi({ [GET]: () => json(answer({ business: null })) });
    const { unmount } = renderPanel();
    expect(await screen.findByText(T.noBusiness)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
    unmount();
    mockApi({
      [GET]: () => json(answer({ business: { ...business, incorporationCountry: null, jurisdiction: "GENERAL" } })),
    });
    renderPanel();
    expect(await screen.findByText(M.countryRequired)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
  });

  it("checks the number in the country's format and asks for the certificate, then sends both", async () => {
    const { calls } = mockApi({
      [GET]: () => json(answer()),
      [SEND]: () => json(answer({ status: "pending", latest: request() }), 201),
    });
    renderPanel();
    const format = registrationFormatOf("NG");
    const number = await screen.findByLabelText(format.label);
    expect(number).toHaveAttribute("placeholder", format.example);
    expect(screen.getByText(m.verification_countryLine({ country: "Nigeria" }))).toBeInTheDocument();

    fireEvent.change(number, { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(REGISTRATION_NUMBER_MESSAGES.format(format))).toBeInTheDocument();
    expect(screen.getByText(M.noFile)).toBeInTheDocument();
    expect(calls(SEND)).toHaveLength(0);

    fireEvent.change(number, { target: { value: "RC 1234567" } });
    fireEvent.change(screen.getByLabelText(T.certificate), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(REQUESTER_STATUS_LABELS.pending)).toBeInTheDocument();
    const sent = calls(SEND)[0]?.url;
    expect(sent?.searchParams.get("registrationNumber")).toBe("RC 1234567");
    expect(sent?.searchParams.get("name")).toBe("cac-certificate.pdf");
    // Pending: what was sent, its document, and no form.
    expect(screen.getByText("RC 1234567")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: m.verification_openDocument({ name: "certificate.pdf" }) }),
    ).toHaveAttribute("href", "/api/verification/requests/r1/file");
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
  });

  it("refuses a file of another type before sending it", async () => {
    const { calls } = mockApi({ [GET]: () => json(answer()) });
    renderPanel();
    fireEvent.change(await screen.findByLabelText(registrationFormatOf("NG").label), { target: { value: "RC 1" } });
    const word = new File(["x"], "certificate.docx");
    fireEvent.change(screen.getByLabelText(T.certificate), { target: { files: [word] } });
    fireEvent.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(M.badType)).toBeInTheDocument();
    expect(calls(SEND)).toHaveLength(0);
  });

  it("shows the server's refusal under its field", async () => {
    mockApi({
      [GET]: () => json(answer()),
      [SEND]: () => apiError(400, "VALIDATION_FAILED", "Bad number", { registrationNumber: ["The registry says no"] }),
    });
    renderPanel();
    fireEvent.change(await screen.findByLabelText(registrationFormatOf("NG").label), { target: { value: "RC 9" } });
    fireEvent.change(screen.getByLabelText(T.certificate), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText("The registry says no")).toBeInTheDocument();
  });

  it("after a rejection shows the admin's reason and lets the founder send again", async () => {
    mockApi({
      [GET]: () =>
        json(answer({ status: "rejected", latest: request({ status: "rejected", rejectionReason: "Blurred scan" }) })),
    });
    renderPanel();
    expect(await screen.findByText(REQUESTER_STATUS_LABELS.rejected)).toBeInTheDocument();
    expect(screen.getByText("Blurred scan")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.submit })).toBeInTheDocument();
  });

  it("when Verified, says so and warns before new details replace the approved ones", async () => {
    mockApi({
      [GET]: () =>
        json(
          answer({ status: "verified", verifiedAt: "2026-03-04T09:00:00Z", latest: request({ status: "approved" }) }),
        ),
    });
    renderPanel();
    expect(await screen.findByText(VERIFIED_LABELS.business)).toBeInTheDocument();
    // The panel's words follow the status: no invitation to send what is already approved.
    expect(screen.getByText(T.businessVerifiedDescription)).toBeInTheDocument();
    expect(screen.queryByText(T.businessDescription)).toBeNull();
    expect(screen.queryByLabelText(registrationFormatOf("NG").label)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: T.changeDetails }));
    expect(screen.getByText(T.changeWarning)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.changeConfirm })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: T.cancel }));
    await waitFor(() => expect(screen.queryByText(T.changeWarning)).toBeNull());
  });
});
