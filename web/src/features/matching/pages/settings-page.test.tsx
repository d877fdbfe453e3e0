import {
  DEFAULT_MATCH_SETTINGS,
  MATCH_MESSAGES,
  MATCH_TOGGLE_KEYS,
  MATCH_TOGGLE_LABELS,
  MATCH_WEIGHT_KEYS,
  MATCH_WEIGHT_LABELS,
} from "@domain/constants/matching";
import { DEFAULT_EMAIL_PREFERENCES } from "@domain/notifications/email-kinds";
import type { TMatchSettingsAnswer } from "@domain/schemas/matching";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SETTINGS_TEXTS as T } from "../texts";
import { SettingsPage } from "./settings-page";

const SETTINGS = "GET /api/settings/algorithm";
const SAVE = "PUT /api/settings/algorithm";
const RESET = "POST /api/settings/algorithm/reset";

const mine: TMatchSettingsAnswer = {
  weights: { sector: 90, traction: 40, stage: 60, fundingHistory: 55, team: 10 },
  toggles: { autoNotifications: false, similarRecommendations: true, useInvestmentHistory: true },
  isDefault: false,
};
const defaults: TMatchSettingsAnswer = {
  weights: { ...DEFAULT_MATCH_SETTINGS.weights },
  toggles: { ...DEFAULT_MATCH_SETTINGS.toggles },
  isDefault: true,
};

const renderSettings = () => renderPage(<SettingsPage />, { path: "/settings", me: meAs("investor") });
const slider = (key: (typeof MATCH_WEIGHT_KEYS)[number]) =>
  screen.getByRole("slider", { name: MATCH_WEIGHT_LABELS[key] });

describe("SettingsPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows no form until the saved settings arrive, then the five weights at their saved values", async () => {
    const pending = deferred();
    mockApi({ [SETTINGS]: () => pending.response });
    renderSettings();
    expect(screen.getByRole("heading", { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.queryByRole("button", { name: T.save })).toBeNull();

    pending.answer(json(mine));
    await screen.findByRole("tab", { name: T.parameters });
    expect(screen.getAllByRole("slider")).toHaveLength(MATCH_WEIGHT_KEYS.length);
    for (const key of MATCH_WEIGHT_KEYS) {
      expect(slider(key)).toHaveValue(String(mine.weights[key]));
      expect(slider(key)).toHaveAttribute("step", "5");
    }
    // The value beside each slider is what the user reads.
    expect(screen.getByText("90", { selector: "output" })).toBeInTheDocument();
  });

  it("Save Settings sends the moved weight, waits with both buttons disabled, then confirms", async () => {
    const pending = deferred();
    const { calls } = mockApi({ [SETTINGS]: () => json(mine), [SAVE]: () => pending.response });
    renderSettings();
    await screen.findByRole("tab", { name: T.parameters });
    fireEvent.change(slider("traction"), { target: { value: "85" } });
    expect(screen.getByText("85", { selector: "output" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: T.save }));

    await waitFor(() => expect(screen.getByRole("button", { name: T.save })).toBeDisabled());
    expect(screen.getByRole("button", { name: T.reset })).toBeDisabled();
    expect(calls(SAVE)[0]?.body).toEqual({
      weights: { ...mine.weights, traction: 85 },
      toggles: mine.toggles,
    });

    pending.answer(json({ ...mine, weights: { ...mine.weights, traction: 85 } }));
    expect(await screen.findByText(MATCH_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(screen.getByText(MATCH_MESSAGES.settingsSavedText)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.save })).toBeEnabled();
    expect(slider("traction")).toHaveValue("85");
  });

  it("Reset to Defaults puts the server's defaults on the sliders", async () => {
    const { calls } = mockApi({ [SETTINGS]: () => json(mine), [RESET]: () => json(defaults) });
    renderSettings();
    await screen.findByRole("tab", { name: T.parameters });
    fireEvent.click(screen.getByRole("button", { name: T.reset }));
    expect(await screen.findByText(MATCH_MESSAGES.settingsReset)).toBeInTheDocument();
    expect(screen.getByText(MATCH_MESSAGES.settingsResetText)).toBeInTheDocument();
    expect(calls(RESET)).toHaveLength(1);
    for (const key of MATCH_WEIGHT_KEYS) expect(slider(key)).toHaveValue(String(defaults.weights[key]));
  });

  it("a refused save says the spec's failure with the server's reason, and keeps the user's values", async () => {
    const reason = "Choose a value from 0 to 100 in steps of 5";
    mockApi({ [SETTINGS]: () => json(mine), [SAVE]: () => apiError(400, "VALIDATION_FAILED", reason) });
    renderSettings();
    await screen.findByRole("tab", { name: T.parameters });
    fireEvent.change(slider("team"), { target: { value: "35" } });
    fireEvent.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(MATCH_MESSAGES.settingsError)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(slider("team")).toHaveValue("35");
    expect(screen.queryByText(MATCH_MESSAGES.settingsSaved)).toBeNull();
  });

  it("the notification preferences are checkboxes saved with the weights", async () => {
    const { calls } = mockApi({
      [SETTINGS]: () => json(mine),
      [SAVE]: () => json(mine),
      "GET /api/account/email-preferences": () => json(DEFAULT_EMAIL_PREFERENCES),
    });
    renderSettings();
    fireEvent.mouseDown(await screen.findByRole("tab", { name: T.notifications }));
    const panel = screen.getByRole("tabpanel", { name: T.notifications });
    for (const key of MATCH_TOGGLE_KEYS) {
      expect(within(panel).getByRole("checkbox", { name: MATCH_TOGGLE_LABELS[key] })).toHaveProperty(
        "checked",
        mine.toggles[key],
      );
    }
    fireEvent.click(within(panel).getByRole("checkbox", { name: MATCH_TOGGLE_LABELS.autoNotifications }));
    fireEvent.click(within(panel).getByRole("button", { name: T.save }));
    await waitFor(() => expect(calls(SAVE)).toHaveLength(1));
    expect(calls(SAVE)[0]?.body).toEqual({
      weights: mine.weights,
      toggles: { ...mine.toggles, autoNotifications: true },
    });
  });

  it("the Guide tab names the five weights", async () => {
    mockApi({ [SETTINGS]: () => json(defaults) });
    renderSettings();
    fireEvent.mouseDown(await screen.findByRole("tab", { name: T.guide }));
    const panel = screen.getByRole("tabpanel", { name: T.guide });
    for (const key of MATCH_WEIGHT_KEYS)
      expect(within(panel).getAllByText(MATCH_WEIGHT_LABELS[key]).length).toBeGreaterThan(0);
  });

  it("a failed load shows the server's reason and Try again loads the form", async () => {
    let fail = true;
    const reason = "Only investors and founders have algorithm settings";
    mockApi({ [SETTINGS]: () => (fail ? apiError(500, "INTERNAL", reason) : json(mine)) });
    renderSettings();
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(screen.queryByRole("slider")).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByRole("slider")).toHaveLength(MATCH_WEIGHT_KEYS.length);
  });
});
