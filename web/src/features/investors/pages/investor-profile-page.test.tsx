import { INVESTOR_MESSAGES, INVESTOR_TYPE_LABELS, INVESTOR_TYPES, KYC_LABELS } from "@domain/constants/investors";
import type { TInvestorProfile } from "@domain/schemas/investors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { InvestorProfilePage } from "./investor-profile-page";

const PROFILE = "GET /api/investor/profile";
const SAVE = "PUT /api/investor/profile";

const investor: TInvestorProfile = {
  userId: "investor-1",
  email: "kofi@kuza.test",
  fullName: "Kofi Investor",
  investorType: "vc",
  phone: null,
  address: "Accra, Ghana",
  bio: null,
  avatarUrl: null,
  kycStatus: "pending",
  verified: false,
  investmentPreferences: {
    sectors: ["fintech"],
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

// The form fetches zod and its schema on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/schemas/investors"), import("@hookform/resolvers/zod")]);
});

const renderProfile = (me = meAs("investor")) => renderPage(<InvestorProfilePage />, { path: "/investor/profile", me });

describe("InvestorProfilePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["a founder", meAs("founder")],
    ["an admin", meAs("admin")],
  ])("%s is told the page is for investors, and nothing is asked of the server", (_who, me) => {
    const { fetchMock } = mockApi({});
    renderProfile(me);
    expect(screen.getByText(INVESTOR_MESSAGES.investorsOnly)).toBeInTheDocument();
    expect(screen.queryByLabelText("Investor type")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a spinner, then the investor's fields: type among all investor types, ticket range, Pending", async () => {
    const pending = deferred();
    mockApi({ [PROFILE]: () => pending.response });
    renderProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Investor Profile" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your profile");

    pending.answer(json({ investor }));
    const type = await screen.findByLabelText("Investor type");
    expect(type).toHaveDisplayValue(INVESTOR_TYPE_LABELS.vc);
    expect(
      within(type)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(INVESTOR_TYPES.map((t) => INVESTOR_TYPE_LABELS[t]));
    expect(screen.getByLabelText("Full name")).toHaveValue("Kofi Investor");
    expect(screen.getByLabelText("Minimum ticket size (USD)")).toHaveValue(5000);
    expect(screen.getByLabelText("Maximum ticket size (USD)")).toHaveValue(50000);
    expect(screen.getByText(KYC_LABELS.pending)).toBeInTheDocument();
    expect(screen.queryByText(KYC_LABELS.verified)).toBeNull();
    // An investor has no founder fields.
    expect(screen.queryByLabelText("Industry sector")).toBeNull();
  });

  it("a verified investor reads Verified", async () => {
    mockApi({ [PROFILE]: () => json({ investor: { ...investor, kycStatus: "approved", verified: true } }) });
    renderProfile();
    expect(await screen.findByText(KYC_LABELS.verified)).toBeInTheDocument();
  });

  it("a failed load names the spec's error with the reason, and Try again shows the form", async () => {
    let fail = true;
    mockApi({ [PROFILE]: () => (fail ? apiError(500, "INTERNAL", "Database unavailable") : json({ investor })) });
    renderProfile();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `${INVESTOR_MESSAGES.loadErrorTitle}: Database unavailable`,
    );
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Full name")).toHaveValue("Kofi Investor");
  });

  it("saving says Profile Updated; a refusal says the spec's error and names the field", async () => {
    let refuse = false;
    const { calls } = mockApi({
      [PROFILE]: () => json({ investor }),
      [SAVE]: () =>
        refuse
          ? apiError(400, "VALIDATION_FAILED", "Invalid input", { fullName: ["Full name is required"] })
          : json({ investor }),
      "GET /api/session": () => json({ viewer: meAs("investor") }),
    });
    renderProfile();
    const submit = await screen.findByRole("button", { name: "Save Profile" });
    fireEvent.click(submit);
    expect(await screen.findByText(INVESTOR_MESSAGES.profileSavedTitle)).toBeInTheDocument();
    expect(calls(SAVE)[0]?.body).toMatchObject({ fullName: "Kofi Investor", investorType: "vc" });

    refuse = true;
    fireEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText(INVESTOR_MESSAGES.profileErrorText)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Full name is required"),
    );
  });
});
