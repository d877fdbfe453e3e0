import { AUTH_TOASTS } from "@domain/constants/accounts";
import { fireEvent, screen } from "@testing-library/react";
import { toast } from "@web/lib/toast";
import { json, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterPage } from "./register-page";

// A field's error is said once, under the field; the failure toast is for what no field explains.

const TAKEN = "An account with this email already exists. Sign in instead.";

function serverAnswering(status: number, body: unknown) {
  mockApi({ "POST /api/accounts/register": () => json(body, status) });
}

function renderRegister() {
  renderPage(<RegisterPage />, { path: "/register", me: null });
}

async function submitFounder() {
  fireEvent.click(screen.getByText("Founder looking for investment"));
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Amina Okafor" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "amina@kuza.test" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a-long-password" } });
  fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "a-long-password" } });
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("RegisterPage errors", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("an e-mail that is taken is said once, under the field, with no toast repeating it", async () => {
    serverAnswering(409, { error: { code: "CONFLICT", message: TAKEN, fields: { email: [TAKEN] } } });
    renderRegister();
    await submitFounder();
    const email = screen.getByLabelText("Email");
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(TAKEN));
    // Toasts reach the toaster in the order they are raised: once this one shows, a failure toast
    // raised by the submit would show too.
    toast.info("After the submit");
    await screen.findByText("After the submit");
    expect(screen.queryByText(AUTH_TOASTS.signUpFailure.title)).toBeNull();
    expect(screen.getAllByText(TAKEN)).toHaveLength(1);
  });

  it("a failure no field explains is a toast", async () => {
    serverAnswering(500, { error: { code: "INTERNAL", message: "Something went wrong" } });
    renderRegister();
    await submitFounder();
    expect(await screen.findByText(AUTH_TOASTS.signUpFailure.title)).toBeInTheDocument();
    expect(screen.getByText("Something went wrong")).toBeInTheDocument();
  });
});
