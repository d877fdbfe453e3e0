import { VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { BUSINESS_MESSAGES, SECTOR_LABELS } from "@domain/constants/businesses";
import { FOUNDER_MESSAGES } from "@domain/constants/founders";
import type { TFounderProfile } from "@domain/schemas/founders";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FounderProfilePage } from "./founder-profile-page";

const PROFILE = "GET /api/founder/profile";
const SAVE = "PUT /api/founder/profile";

const founder: TFounderProfile = {
  userId: "founder-1",
  email: "amina@kuza.test",
  fullName: "Amina Founder",
  phone: null,
  industrySector: "fintech",
};

// The form fetches zod and its schema on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/schemas/founders"), import("@hookform/resolvers/zod")]);
});

const renderProfile = () => renderPage(<FounderProfilePage />, { path: "/founder/profile", me: meAs("founder") });

describe("FounderProfilePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a spinner, then the founder's details with the e-mail read-only", async () => {
    const pending = deferred();
    mockApi({ [PROFILE]: () => pending.response });
    renderProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Founder Profile" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your profile");

    pending.answer(json({ founder }));
    const email = await screen.findByLabelText("Email");
    expect(email).toHaveValue("amina@kuza.test");
    expect(email).toHaveAttribute("readonly");
    expect(email).toHaveAccessibleDescription(FOUNDER_MESSAGES.emailReadOnly);
    expect(screen.getByLabelText("Full name")).toHaveValue("Amina Founder");
    expect(screen.getByLabelText("Phone")).toHaveValue("");
    expect(screen.getByLabelText("Industry sector")).toHaveDisplayValue(SECTOR_LABELS.fintech);
    // A founder has no investor fields.
    expect(screen.queryByLabelText("Investor type")).toBeNull();
  });

  it("a failed load says so with the reason, and Try again shows the form", async () => {
    let fail = true;
    mockApi({ [PROFILE]: () => (fail ? apiError(500, "INTERNAL", "Database unavailable") : json({ founder })) });
    renderProfile();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading profile: Database unavailable");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Full name")).toHaveValue("Amina Founder");
  });

  it("refuses an empty name under the field and sends nothing", async () => {
    const { calls } = mockApi({ [PROFILE]: () => json({ founder }) });
    renderProfile();
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription(VALIDATION_MESSAGES.fullName),
    );
    expect(calls(SAVE)).toHaveLength(0);
  });

  it("saves with a busy button and says Changes saved", async () => {
    const pending = deferred();
    const { calls } = mockApi({
      [PROFILE]: () => json({ founder }),
      [SAVE]: () => pending.response,
      "GET /api/session": () => json({ viewer: meAs("founder") }),
    });
    renderProfile();
    fireEvent.change(await screen.findByLabelText("Phone"), { target: { value: "+254 700 000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(calls(SAVE)[0]?.body).toEqual({
      fullName: "Amina Founder",
      phone: "+254 700 000000",
      industrySector: "fintech",
    });
    pending.answer(json({ founder: { ...founder, phone: "+254 700 000000" } }));
    expect(await screen.findByText(BUSINESS_MESSAGES.changesSaved)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });

  it("a refusal names the field under it, with Error saving changes", async () => {
    const message = "Phone number may contain only digits, spaces, +, - and brackets";
    mockApi({
      [PROFILE]: () => json({ founder }),
      [SAVE]: () => apiError(400, "VALIDATION_FAILED", "Invalid input", { phone: [message] }),
    });
    renderProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(message));
    expect(screen.getByText(BUSINESS_MESSAGES.errorSaving)).toBeInTheDocument();
  });
});
