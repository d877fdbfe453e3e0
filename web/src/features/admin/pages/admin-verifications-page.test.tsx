import { VERIFICATION_MESSAGES as M } from "@domain/verification/constants";
import { registrationFormatOf } from "@domain/verification/registration-numbers";
import type { TAdminVerificationPage } from "@domain/verification/schemas";
import { m } from "@i18n/messages";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN_TEXTS, VERIFICATION_QUEUE_TEXTS as T, VERIFICATION_SUBJECT_LABELS } from "@web/features/admin/texts";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminVerificationsPage } from "./admin-verifications-page";

const LIST = "GET /api/admin/verifications";
const APPROVE = "POST /api/admin/verifications/r1/approve";
const REJECT = "POST /api/admin/verifications/r2/reject";

type Item = TAdminVerificationPage["items"][number];
const base: Omit<Item, "id" | "subject"> = {
  status: "pending",
  createdAt: "2026-03-02T10:00:00Z",
  reviewedAt: null,
  rejectionReason: null,
  fileName: "certificate.pdf",
  fileSize: 1200,
  fileType: "application/pdf",
  scanStatus: "clean",
  businessId: null,
  businessName: null,
  incorporationCountry: null,
  jurisdiction: null,
  registrationNumber: null,
  legalName: null,
  investorKind: null,
  firmName: null,
  firmWebsite: null,
  firmRegistrationNumber: null,
  requesterId: "u1",
  requesterName: "Amara Okafor",
  requesterEmail: "amara@kuza.test",
};
const businessRequest: Item = {
  ...base,
  id: "r1",
  subject: "business",
  businessId: "b1",
  businessName: "PayLink Africa",
  incorporationCountry: "Nigeria",
  jurisdiction: "NG",
  registrationNumber: "RC 1234567",
};
const investorRequest: Item = {
  ...base,
  id: "r2",
  subject: "investor",
  requesterId: "u2",
  requesterName: "Tunde Adebayo",
  requesterEmail: "tunde@kuza.test",
  fileName: "passport.png",
  // Sent while no virus scanner was configured: the row says so.
  scanStatus: "not_scanned",
  legalName: "Babatunde Adebayo",
  investorKind: "firm",
  firmName: "Lagos Ventures",
  firmWebsite: "https://lagos.example",
  firmRegistrationNumber: "RC 998877",
};
const page = (items: Item[]): TAdminVerificationPage => ({ items, total: items.length, nextOffset: null });

const renderQueue = () => renderPage(<AdminVerificationsPage />, { path: "/admin/verifications", me: meAs("admin") });

describe("AdminVerificationsPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a spinner, then an error with a retry", async () => {
    const first = deferred();
    let calls = 0;
    mockApi({
      [LIST]: () => {
        calls += 1;
        return calls === 1 ? first.response : json(page([]));
      },
    });
    renderQueue();
    expect(screen.getByRole("status")).toHaveTextContent(T.loading);
    first.answer(apiError(500, "INTERNAL", "Down"));
    expect(await screen.findByText(T.error)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it("lists each request with what was sent and a link to its document", async () => {
    mockApi({ [LIST]: () => json(page([businessRequest, investorRequest])) });
    renderQueue();
    const list = await screen.findByRole("list", { name: T.listLabel });
    const [business, investor] = within(list).getAllByRole("listitem");
    if (!business || !investor) throw new Error("two rows expected");
    expect(within(business).getByText(VERIFICATION_SUBJECT_LABELS.business)).toBeInTheDocument();
    expect(within(business).getByRole("link", { name: "PayLink Africa" })).toHaveAttribute("href", "/businesses/b1");
    expect(within(business).getByText("RC 1234567")).toBeInTheDocument();
    expect(within(business).getByText("Nigeria")).toBeInTheDocument();
    // The number under the name the country's registry gives it.
    expect(within(business).getByText(registrationFormatOf("NG").label)).toBeInTheDocument();
    expect(
      within(business).getByRole("link", { name: m.admin_openDocument({ name: "certificate.pdf" }) }),
    ).toHaveAttribute("href", "/api/verification/requests/r1/file");
    expect(within(investor).getByRole("link", { name: "Babatunde Adebayo" })).toHaveAttribute("href", "/investors/u2");
    expect(within(investor).getByText("Lagos Ventures")).toBeInTheDocument();
    expect(within(investor).getByText(/tunde@kuza.test/)).toBeInTheDocument();
    expect(within(investor).getByText(m.ui_notScanned())).toBeInTheDocument();
    expect(within(business).queryByText(m.ui_notScanned())).toBeNull();
  });

  it("approves a request and asks for the queue again", async () => {
    let approved = false;
    const { calls } = mockApi({
      [LIST]: () => json(page(approved ? [investorRequest] : [businessRequest, investorRequest])),
      [APPROVE]: () => {
        approved = true;
        return json({ request: { ...businessRequest, status: "approved" } });
      },
    });
    renderQueue();
    const row = await screen.findByRole("listitem", { name: "PayLink Africa" });
    fireEvent.click(within(row).getByRole("button", { name: T.approve }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "PayLink Africa" })).toBeNull());
    expect(calls(APPROVE)).toHaveLength(1);
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
  });

  it("rejects only with a reason, which is sent", async () => {
    const { calls } = mockApi({
      [LIST]: () => json(page([investorRequest])),
      [REJECT]: () => json({ request: { ...investorRequest, status: "rejected" } }),
    });
    renderQueue();
    const row = await screen.findByRole("listitem", { name: "Babatunde Adebayo" });
    fireEvent.click(within(row).getByRole("button", { name: T.reject }));
    const dialog = await screen.findByRole("dialog", {
      name: m.admin_rejectVerificationTitle({ name: "Babatunde Adebayo" }),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: T.rejectConfirm }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();
    expect(calls(REJECT)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(ADMIN_TEXTS.reasonLabel), { target: { value: "Expired passport" } });
    fireEvent.click(within(dialog).getByRole("button", { name: T.rejectConfirm }));
    await waitFor(() => expect(calls(REJECT)).toHaveLength(1));
    expect(calls(REJECT)[0]?.body).toEqual({ reason: "Expired passport" });
  });
});
