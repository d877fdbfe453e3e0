import { act, screen, waitFor } from "@testing-library/react";
import { DELAYS_MS } from "@web/lib/screen-constants";
import { fakeTimeouts, realTimeouts } from "@web/testing/fake-timeouts";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegistrationSuccessPage } from "./registration-success-page";

const renderSuccess = (me: ReturnType<typeof meAs> | null) =>
  renderPage(<RegistrationSuccessPage />, { path: "/registration-success", me });

describe("RegistrationSuccessPage", () => {
  afterEach(realTimeouts);

  it.each([
    ["an investor", "investor" as const, "/investor/dashboard"],
    ["a founder", "founder" as const, "/founder/dashboard"],
  ])("takes %s, signed in by registering, to their dashboard after the spec's pause", async (_who, role, dashboard) => {
    fakeTimeouts();
    mockApi({});
    const { where } = renderSuccess(meAs(role));
    expect(screen.getByRole("heading", { level: 1, name: "Registration Successful" })).toBeInTheDocument();
    expect(screen.getByText("Taking you to your dashboard…")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.registrationSuccessRedirect - 1));
    expect(where()).toBe("/registration-success");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(where()).toBe(dashboard);
  });

  it("without a session it offers Sign In and stays", async () => {
    fakeTimeouts();
    mockApi({ "GET /api/session": () => json({ viewer: null }) });
    const { where } = renderSuccess(null);
    expect(screen.getByText("You can now sign in with your e-mail and password.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
    // Well past the pause: nothing moves.
    await expect(waitFor(() => expect(where()).not.toBe("/registration-success"))).rejects.toThrow();
  });
});
