import { AUTH_TOASTS, VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { apiError, deferred, json, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ForgotPasswordPage } from "./forgot-password-page";

const REQUEST = "POST /api/auth/request-password-reset";

// The form fetches zod and its schema on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/schemas/accounts"), import("@hookform/resolvers/zod")]);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("ForgotPasswordPage", () => {
  afterEach(() => vi.unstubAllGlobals());
  const renderForgot = () => renderPage(<ForgotPasswordPage />, { path: "/forgot-password", me: null });

  it("refuses an invalid address under the field and sends nothing", async () => {
    const { calls } = mockApi({});
    renderForgot();
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
    fill("Email", "amina");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(VALIDATION_MESSAGES.email));
    expect(calls(REQUEST)).toHaveLength(0);
  });

  it("sends the link with a busy button, then says to check the inbox", async () => {
    const pending = deferred();
    const { calls } = mockApi({ [REQUEST]: () => pending.response });
    renderForgot();
    fill("Email", "amina@kuza.test");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(calls(REQUEST)[0]?.body).toEqual({ email: "amina@kuza.test", redirectTo: "/reset-password" });

    pending.answer(json({ status: true }));
    expect(await screen.findByRole("heading", { level: 1, name: "Check your email" })).toBeInTheDocument();
    expect(screen.getByText(AUTH_TOASTS.resetSuccess.title)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TOASTS.resetSuccess.description)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByLabelText("Email")).toBeNull();
  });

  it("a failure says Password Reset Failed with the reason and keeps the form", async () => {
    mockApi({ [REQUEST]: () => apiError(429, "RATE_LIMITED", "Too many requests. Try again later.") });
    renderForgot();
    fill("Email", "amina@kuza.test");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText(AUTH_TOASTS.resetFailure.title)).toBeInTheDocument();
    expect(screen.getByText("Too many requests. Try again later.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("amina@kuza.test");
  });
});
