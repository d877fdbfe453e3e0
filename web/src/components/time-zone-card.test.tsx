import { fireEvent, screen, waitFor } from "@testing-library/react";
import { meQueryKey } from "@web/lib/session";
import { apiError, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TimeZoneCard } from "./time-zone-card";

// The time zone on the profile pages (decision 030): shows the saved one, saves a new one and says so.

const SAVE = "PATCH /api/account/time-zone";
const render = (timeZone: string | null) =>
  renderPage(<TimeZoneCard />, { path: "/founder/profile", me: { ...meAs("founder"), timeZone } });
const select = () => screen.getByLabelText("Your time zone") as HTMLSelectElement;
// By text, not role: a role query computes a name for each of the 400 options, slowly in jsdom.
const saveButton = () => screen.getByText("Save Time Zone");

describe("TimeZoneCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the saved zone with its offset, and saves another one", async () => {
    const api = mockApi({ [SAVE]: ({ body }) => json({ timeZone: (body as { timeZone: string }).timeZone }) });
    const { client } = render("Africa/Lagos");
    expect(screen.getByRole("heading", { name: "Time zone" })).toBeInTheDocument();
    expect(select().value).toBe("Africa/Lagos");
    // Only the chosen zone until the select is reached; then every zone, read from the select
    // itself (a role query over 400 options is slow in jsdom).
    expect([...select().options].map((option) => option.text)).toEqual(["Africa/Lagos (GMT+1)"]);
    fireEvent.focus(select());
    const option = (zone: string) => select().querySelector(`option[value="${zone}"]`)?.textContent;
    expect(select().options.length).toBeGreaterThan(400);
    expect(select().options[0]?.value).toBe("UTC");
    expect(option("UTC")).toBe("UTC");
    expect(option("Africa/Lagos")).toBe("Africa/Lagos (GMT+1)");
    expect(option("Africa/Dar_es_Salaam")).toBe("Africa/Dar es Salaam (GMT+3)");
    fireEvent.change(select(), { target: { value: "Africa/Nairobi" } });
    expect(select().value).toBe("Africa/Nairobi");
    fireEvent.click(saveButton());
    expect(await screen.findByText("Time zone saved")).toBeInTheDocument();
    expect(api.calls(SAVE)).toEqual([expect.objectContaining({ body: { timeZone: "Africa/Nairobi" } })]);
    expect(client.getQueryData<{ timeZone: string }>(meQueryKey)?.timeZone).toBe("Africa/Nairobi");
  });

  it("offers a zone the server keeps under a name this browser does not list", () => {
    mockApi({});
    render("Mars/Olympus");
    expect(select().value).toBe("Mars/Olympus");
  });

  it("says why a save failed and keeps the choice", async () => {
    mockApi({ [SAVE]: () => apiError(400, "VALIDATION_FAILED", "Choose a time zone from the list") });
    render("Africa/Lagos");
    fireEvent.pointerDown(select());
    fireEvent.change(select(), { target: { value: "Asia/Tokyo" } });
    fireEvent.click(saveButton());
    expect(await screen.findByText("Could not save the time zone")).toBeInTheDocument();
    expect(screen.getByText("Choose a time zone from the list")).toBeInTheDocument();
    await waitFor(() => expect(select().value).toBe("Asia/Tokyo"));
  });
});
