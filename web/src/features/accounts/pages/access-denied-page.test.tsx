import { AUTH_TOASTS } from "@domain/constants/accounts";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { DELAYS_MS } from "@web/lib/screen-constants";
import { fakeTimeouts, realTimeouts } from "@web/testing/fake-timeouts";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessDeniedPage } from "./access-denied-page";

const SESSION = "GET /api/session";
const SIGN_OUT = "POST /api/auth/sign-out";

const renderDenied = (me?: ReturnType<typeof meAs> | null) =>
  renderPage(<AccessDeniedPage />, { path: "/access-denied", me });

describe("AccessDeniedPage", () => {
  afterEach(realTimeouts);

  it("checks the access while the session loads, and explains after the spec's second at most", async () => {
    fakeTimeouts();
    const pending = deferred();
    mockApi({ [SESSION]: () => pending.response });
    renderDenied();
    expect(screen.getByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this page.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    expect(screen.queryByRole("heading", { name: "Role Mismatch" })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.accessDeniedDetail));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("heading", { name: "Authentication Issue" })).toBeInTheDocument();
    pending.answer(json({ viewer: null }));
  });

  it("a signed-in user is told their role and Go to Dashboard opens theirs", async () => {
    mockApi({});
    const { where } = renderDenied(meAs("investor"));
    expect(screen.getByRole("heading", { name: "Role Mismatch" })).toBeInTheDocument();
    expect(screen.getByText("investor", { selector: "strong" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Go to Dashboard" }));
    expect(where()).toBe("/investor/dashboard");
  });

  it("an account without a role is told to sign in again, and Go to Dashboard opens the home page", () => {
    mockApi({});
    const { where } = renderDenied(meAs(null));
    expect(screen.getByRole("heading", { name: "Authentication Issue" })).toBeInTheDocument();
    expect(
      screen.getByText("Your account has no role assigned yet. You may need to sign in again."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Go to Dashboard" }));
    expect(where()).toBe("/");
  });

  it("Sign Out ends the session, says so and opens /login", async () => {
    const { calls } = mockApi({ [SIGN_OUT]: () => json({ success: true }) });
    const { where } = renderDenied(meAs("founder"));
    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText(AUTH_TOASTS.signOutSuccess.title)).toBeInTheDocument();
    expect(where()).toBe("/login");
    expect(calls(SIGN_OUT)).toHaveLength(1);
  });

  it("a failed sign-out says Sign Out Failed with the reason and stays", async () => {
    mockApi({ [SIGN_OUT]: () => apiError(503, "UNAVAILABLE", "The database is busy. Try again shortly.") });
    const { where } = renderDenied(meAs("founder"));
    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText(AUTH_TOASTS.signOutFailure.title)).toBeInTheDocument();
    expect(screen.getByText("The database is busy. Try again shortly.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign Out" })).toBeEnabled());
    expect(where()).toBe("/access-denied");
  });
});
