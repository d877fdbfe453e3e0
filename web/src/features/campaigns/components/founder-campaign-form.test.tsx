import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TCampaign } from "@domain/schemas/campaigns";
import { setLocale } from "@i18n/runtime";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApiError } from "@web/lib/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FounderCampaignForm } from "./founder-campaign-form";
import { campaignToFormValues, newCampaignDefaults } from "./founder-campaign-values";

function renderForm(props: Partial<Parameters<typeof FounderCampaignForm>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => {});
  render(
    <FounderCampaignForm
      mode="create"
      defaultValues={newCampaignDefaults(new Date(2030, 0, 10))}
      submitLabel="Create Campaign"
      submittingLabel="Creating…"
      businessVerified={false}
      {...props}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Campaign" }));

function fillValid() {
  fill("Campaign title", "Solar for 10,000 homes");
  fill("Summary", "Solar kits, paid as they go.");
  fill("Funding goal (USD)", "250000");
  fill("Equity offered (%)", "7.5");
  fill("Minimum investment (USD)", "1000");
  fill("Maximum investment (USD)", "25000");
}

describe("FounderCampaignForm", () => {
  it("proposes a draft that ends DEFAULT_CAMPAIGN_DAYS from today, offering only the create statuses", () => {
    renderForm();
    expect(screen.getByLabelText("End date")).toHaveValue("2030-02-09");
    const status = screen.getByLabelText("Status");
    expect(status).toHaveValue("draft");
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Draft", "Pending Review", "Active"]);
  });

  it("offers all five statuses when editing", () => {
    renderForm({ mode: "edit", defaultValues: { ...newCampaignDefaults(), status: "completed" } });
    const status = screen.getByLabelText("Status");
    expect(status).toHaveValue("completed");
    expect(within(status).getAllByRole("option")).toHaveLength(5);
  });

  it("says before saving that Active goes to review for a business that is not Verified (decision 018)", () => {
    renderForm();
    const status = screen.getByLabelText("Status");
    expect(status).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.reviewHint);
    fireEvent.change(status, { target: { value: "active" } });
    expect(status).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.activeNeedsReview);
    expect(screen.getByRole("status")).toHaveTextContent(CAMPAIGN_MESSAGES.activeNeedsReview);
    fireEvent.change(status, { target: { value: "pending" } });
    expect(status).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.reviewHint);
  });

  it("says nothing of the kind for a Verified business, or for a campaign already live", () => {
    renderForm({ businessVerified: true });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "active" } });
    expect(screen.getByLabelText("Status")).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.reviewHint);
  });

  it("keeps quiet when an active campaign of a business that is not Verified stays active", () => {
    renderForm({ mode: "edit", defaultValues: { ...newCampaignDefaults(), status: "active" } });
    expect(screen.getByLabelText("Status")).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.reviewHint);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "completed" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "active" } });
    expect(screen.getByLabelText("Status")).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.reviewHint);
  });

  it("names each missing field, ties the message to its input, and sends nothing", async () => {
    const { onSubmit } = renderForm();
    submit();
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Funding goal is required")).toBeInTheDocument();
    const goal = screen.getByLabelText("Funding goal (USD)");
    expect(goal).toHaveAttribute("aria-invalid", "true");
    expect(goal).toHaveAccessibleDescription("Funding goal is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the amounts against each other", async () => {
    renderForm();
    fillValid();
    fill("Minimum investment (USD)", "30000");
    submit();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.minAboveMax)).toBeInTheDocument();
    fill("Minimum investment (USD)", "1000");
    fill("Maximum investment (USD)", "300000");
    submit();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.maxAboveGoal)).toBeInTheDocument();
  });

  it("hands over whole-dollar numbers and nulls for the empty optional texts", async () => {
    const { onSubmit } = renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fundingGoal: 250000,
        equityOffered: 7.5,
        minInvestment: 1000,
        maxInvestment: 25000,
        instrument: "safe",
        status: "draft",
        endsAt: "2030-02-09",
        pitch: null,
        bannerImageUrl: null,
      }),
    );
  });

  it("shows the server's field errors under the fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, "VALIDATION_FAILED", "Check the form", { endsAt: [CAMPAIGN_MESSAGES.endsInPast] });
    });
    renderForm({ onSubmit });
    fillValid();
    submit();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.endsInPast)).toBeInTheDocument();
    expect(screen.getByLabelText("End date")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("campaignToFormValues", () => {
  it("edits the UTC day a campaign ends on", () => {
    const campaign = { endsAt: "2030-05-01T23:59:59.999Z", pitch: null } as unknown as TCampaign;
    expect(campaignToFormValues(campaign)).toMatchObject({ endsAt: "2030-05-01", pitch: "" });
  });
});

describe("FounderCampaignForm in French", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("labels every part and field in French", () => {
    setLocale("fr", { reload: false });
    renderForm({ submitLabel: "Créer une campagne" });
    for (const heading of ["L’essentiel de la campagne", "Conditions", "Le pitch"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    for (const label of [
      "Titre de la campagne",
      "Résumé",
      "Objectif de levée (USD)",
      "Part du capital proposée (%)",
      "Ticket minimum (USD)",
      "Ticket maximum (USD)",
      "Instrument",
      "Date de fin",
      "Statut",
      "Pitch",
      "Problème",
      "Solution",
      "Marché",
      "Modèle économique",
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Résumé")).toHaveAccessibleDescription(
      "Une ou deux phrases sur votre levée de fonds.",
    );
  });
});
