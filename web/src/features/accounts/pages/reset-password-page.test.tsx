import { AUTH_TOASTS, VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { apiError, json, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ResetPasswordPage } from "./reset-password-page";

const RESET = "POST /api/auth/reset-password";
// The page's words for a used or expired link.
const INVALID_LINK = "This reset link is invalid or has expired. Ask for a new one.";

// The form fetches zod and its schema on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/schemas/accounts"), import("@hookform/resolvers/zod")]);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("ResetPasswordPage", () => {
  afterEach(() => vi.unstubAllGlobals());
  const renderReset = (url: string) => renderPage(<ResetPasswordPage />, { path: "/reset-password", url, me: null });

  it.each([
    ["without a token", "/reset-password"],
    ["with the error better-auth sends for a bad link", "/reset-password?error=INVALID_TOKEN"],
    ["with that error beside a token", "/reset-password?token=t1&error=INVALID_TOKEN"],
  ])("%s it says the link is not valid and offers a new one", (_case, url) => {
    mockApi({});
    renderReset(url);
    expect(screen.getByRole("heading", { level: 1, name: "Reset link not valid" })).toBeInTheDocument();
    expect(screen.getByText(INVALID_LINK)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Send a new link" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("refuses a short password and a confirmation that differs, under their fields", async () => {
    const { calls } = mockApi({});
    renderReset("/reset-password?token=t1");
    fill("New password", "abc");
    fill("Confirm new password", "abcd");
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() =>
      expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordLength),
    );
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.passwordsMismatch,
    );
    expect(calls(RESET)).toHaveLength(0);
  });

  it("sets the new password with the link's token and sends the user to sign in", async () => {
    const { calls } = mockApi({ [RESET]: () => json({ status: true }) });
    const { where } = renderReset("/reset-password?token=t1");
    fill("New password", "a-new-password");
    fill("Confirm new password", "a-new-password");
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByText("Password updated")).toBeInTheDocument();
    expect(where()).toBe("/login");
    expect(calls(RESET)[0]?.body).toEqual({ token: "t1", newPassword: "a-new-password" });
  });

  it("a link refused by the server turns the page into the invalid-link page", async () => {
    mockApi({ [RESET]: () => json({ error: { code: "INVALID_TOKEN", message: "invalid token" } }, 400) });
    renderReset("/reset-password?token=used");
    fill("New password", "a-new-password");
    fill("Confirm new password", "a-new-password");
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Reset link not valid" })).toBeInTheDocument();
    expect(screen.getByText(AUTH_TOASTS.resetFailure.title)).toBeInTheDocument();
  });

  it("a password the server finds weak is said under the password field", async () => {
    mockApi({ [RESET]: () => apiError(400, "VALIDATION_FAILED", VALIDATION_MESSAGES.weakPasswordCommon) });
    renderReset("/reset-password?token=t1");
    fill("New password", "password1");
    fill("Confirm new password", "password1");
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() =>
      expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(VALIDATION_MESSAGES.weakPasswordCommon),
    );
    expect(screen.getByRole("button", { name: "Set New Password" })).toBeEnabled();
  });
});
