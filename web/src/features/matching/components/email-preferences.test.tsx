import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_FREQUENCY_LABELS,
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
} from "@domain/notifications/email-kinds";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_TEXTS as T } from "../texts";
import { EmailPreferences } from "./email-preferences";

const READ = "GET /api/account/email-preferences";
const SAVE = "PUT /api/account/email-preferences";

const renderIt = () => renderPage(<EmailPreferences />, { path: "/settings", me: meAs("founder") });

describe("EmailPreferences", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a placeholder while loading, then one labelled choice per kind at its saved value", async () => {
    const pending = deferred();
    mockApi({ [READ]: () => pending.response });
    renderIt();
    expect(screen.queryByRole("combobox")).toBeNull();
    pending.answer(json({ ...DEFAULT_EMAIL_PREFERENCES, match: "off" }));
    expect(await screen.findByRole("combobox", { name: EMAIL_KIND_LABELS.match })).toHaveValue("off");
    expect(screen.getAllByRole("combobox")).toHaveLength(EMAIL_KINDS.length);
    expect(screen.getByRole("combobox", { name: EMAIL_KIND_LABELS.interest })).toHaveValue("immediate");
    expect(screen.getAllByRole("option", { name: EMAIL_FREQUENCY_LABELS.digest })).toHaveLength(EMAIL_KINDS.length);
  });

  it("saves every kind's choice and confirms with a toast", async () => {
    const { calls } = mockApi({
      [READ]: () => json(DEFAULT_EMAIL_PREFERENCES),
      [SAVE]: () => json({ ...DEFAULT_EMAIL_PREFERENCES, interest: "digest" }),
    });
    renderIt();
    fireEvent.change(await screen.findByRole("combobox", { name: EMAIL_KIND_LABELS.interest }), {
      target: { value: "digest" },
    });
    fireEvent.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(calls(SAVE)).toHaveLength(1));
    expect(calls(SAVE)[0]?.body).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, interest: "digest" });
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
  });

  it("says why when the choices cannot be loaded", async () => {
    mockApi({ [READ]: () => apiError(500, "INTERNAL", "Database down") });
    renderIt();
    expect(await screen.findByText("Database down")).toBeInTheDocument();
  });
});
