import { AUTH_TOASTS, ROLE_CHOICE_LABELS, VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { INVESTOR_TYPE_LABELS, REGISTRATION_INVESTOR_TYPES } from "@domain/constants/investors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RegisterPage } from "./register-page";

const REGISTER = "POST /api/accounts/register";
const SESSION = "GET /api/session";
// The server's words for a taken address (server/src/modules/accounts/accounts.service.ts).
const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";

// The form fetches zod and its schema on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/schemas/accounts"), import("@hookform/resolvers/zod")]);
});

const renderRegister = () => renderPage(<RegisterPage />, { path: "/register", me: null });
const choose = (role: "founder" | "investor") =>
  fireEvent.click(screen.getByRole("radio", { name: ROLE_CHOICE_LABELS[role] }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
const fillFounder = () => {
  choose("founder");
  fill("Full name", "Amina Founder");
  fill("Email", "amina@kuza.test");
  fill("Password", "long-enough-1");
  fill("Confirm password", "long-enough-1");
};

describe("RegisterPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks first how the user will use Kuza, and shows the fields once they choose", () => {
    mockApi({});
    renderRegister();
    expect(screen.getByRole("heading", { level: 1, name: "Create your Kuza account" })).toBeInTheDocument();
    const group = screen.getByRole("group", { name: "I am a…" });
    expect(within(group).getAllByRole("radio")).toHaveLength(2);
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.queryByRole("button", { name: "Create Account" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");

    choose("founder");
    expect(screen.getByRole("radio", { name: ROLE_CHOICE_LABELS.founder })).toBeChecked();
    for (const label of ["Full name", "Email", "Phone (optional)", "Password", "Confirm password"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters; avoid common passwords.",
    );
  });

  it("a founder is not asked for an investor type; an investor chooses one of the registration types", () => {
    mockApi({});
    renderRegister();
    choose("founder");
    expect(screen.queryByLabelText("Investor type")).toBeNull();

    choose("investor");
    const type = screen.getByLabelText("Investor type");
    expect(
      within(type)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select investor type", ...REGISTRATION_INVESTOR_TYPES.map((t) => INVESTOR_TYPE_LABELS[t])]);
    expect(within(type).getByRole("option", { name: "Select investor type" })).toBeDisabled();
  });

  it("says under each field what is missing, the investor type included, and sends nothing", async () => {
    const { calls } = mockApi({});
    renderRegister();
    choose("investor");
    submit();
    expect(await screen.findByText(VALIDATION_MESSAGES.fullName)).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription(VALIDATION_MESSAGES.fullName);
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(VALIDATION_MESSAGES.email);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordLength);
    expect(screen.getByLabelText("Investor type")).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.investorTypeRequired,
    );
    expect(screen.getByLabelText("Investor type")).toHaveAttribute("aria-invalid", "true");
    expect(calls(REGISTER)).toHaveLength(0);
  });

  it("switching to founder drops the investor type and the form's errors (the spec)", async () => {
    mockApi({});
    renderRegister();
    choose("investor");
    submit();
    await screen.findByText(VALIDATION_MESSAGES.investorTypeRequired);
    choose("founder");
    expect(screen.queryByText(VALIDATION_MESSAGES.investorTypeRequired)).toBeNull();
    expect(screen.queryByText(VALIDATION_MESSAGES.fullName)).toBeNull();
  });

  it("passwords that differ are refused under the confirmation", async () => {
    const { calls } = mockApi({});
    renderRegister();
    fillFounder();
    fill("Confirm password", "something-else");
    submit();
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordsMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.passwordsMismatch,
    );
    expect(calls(REGISTER)).toHaveLength(0);
  });

  it("a founder's account is created without an investor type, with a busy button meanwhile", async () => {
    const pending = deferred();
    const { calls } = mockApi({
      [REGISTER]: () => pending.response,
      [SESSION]: () => json({ viewer: meAs("founder") }),
    });
    const { where } = renderRegister();
    fillFounder();
    submit();
    expect(await screen.findByRole("button", { name: "Creating account…" })).toBeDisabled();
    expect(calls(REGISTER)[0]?.body).toEqual({
      role: "founder",
      fullName: "Amina Founder",
      email: "amina@kuza.test",
      phone: "",
      password: "long-enough-1",
    });

    pending.answer(json({ profile: meAs("founder").profile }, 201));
    expect(await screen.findByText(AUTH_TOASTS.signUpSuccess.title)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TOASTS.signUpSuccess.description)).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe("/registration-success"));
  });

  it("an investor's account carries the chosen type", async () => {
    const { calls } = mockApi({
      [REGISTER]: () => json({ profile: meAs("investor").profile }, 201),
      [SESSION]: () => json({ viewer: meAs("investor") }),
    });
    const { where } = renderRegister();
    choose("investor");
    fill("Full name", "Kofi Investor");
    fill("Email", "kofi@kuza.test");
    fill("Phone (optional)", "+254 700 000000");
    fill("Investor type", "vc");
    fill("Password", "long-enough-1");
    fill("Confirm password", "long-enough-1");
    submit();
    await waitFor(() => expect(where()).toBe("/registration-success"));
    expect(calls(REGISTER)[0]?.body).toMatchObject({ role: "investor", investorType: "vc", phone: "+254 700 000000" });
  });

  it("a taken e-mail is said under the e-mail field", async () => {
    mockApi({ [REGISTER]: () => apiError(409, "CONFLICT", EMAIL_TAKEN, { email: [EMAIL_TAKEN] }) });
    const { where } = renderRegister();
    fillFounder();
    submit();
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_TAKEN));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
    expect(where()).toBe("/register");
  });

  it("a failure that names no field shows Sign Up Failed with the server's reason", async () => {
    mockApi({ [REGISTER]: () => apiError(429, "RATE_LIMITED", "Too many attempts. Try again in a minute.") });
    renderRegister();
    fillFounder();
    submit();
    expect(await screen.findByText(AUTH_TOASTS.signUpFailure.title)).toBeInTheDocument();
    expect(screen.getByText("Too many attempts. Try again in a minute.")).toBeInTheDocument();
  });
});
