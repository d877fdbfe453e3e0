import { AUTH_TOASTS, VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { fakeTimeouts, realTimeouts } from "@web/testing/fake-timeouts";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SECOND_STEP_TEXTS } from "../texts";
import { LoginPage } from "./login-page";

const SIGN_IN = "POST /api/auth/sign-in/email";
const SESSION = "GET /api/session";
const PROVIDERS = "GET /api/accounts/providers";
const TOTP = "POST /api/auth/two-factor/verify-totp";
const RECOVERY = "POST /api/auth/two-factor/verify-backup-code";

const noProviders = () => json({ google: false, linkedin: false });

// The form fetches zod and its schema on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/schemas/accounts"), import("@hookform/resolvers/zod")]);
});

const renderLogin = (url = "/login") => renderPage(<LoginPage />, { path: "/login", url, me: null });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const signIn = (email = "amina@kuza.test", password = "correct-horse") => {
  fill("Email", email);
  fill("Password", password);
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
};

describe("LoginPage", () => {
  afterEach(realTimeouts);

  it("shows the form, its links, and the social buttons disabled with the reason when not set up", async () => {
    mockApi({ [PROVIDERS]: noProviders });
    renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Sign in to Kuza" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    const reason = await screen.findByText(/Sign-in with Google and LinkedIn is not set up on this server yet/);
    for (const name of ["Google", "LinkedIn"]) {
      const button = screen.getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason.textContent ?? "");
    }
  });

  it("a provider the server has keys for is enabled", async () => {
    mockApi({ [PROVIDERS]: () => json({ google: true, linkedin: false }) });
    renderLogin();
    await waitFor(() => expect(screen.getByRole("button", { name: "Google" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "LinkedIn" })).toBeDisabled();
    expect(screen.getByText(/Sign-in with LinkedIn is not set up/)).toBeInTheDocument();
  });

  it("says under each field what is wrong, and sends nothing", async () => {
    const { calls } = mockApi({ [PROVIDERS]: noProviders });
    renderLogin();
    signIn("not-an-email", "123");
    expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(VALIDATION_MESSAGES.email);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordLength);
    expect(calls(SIGN_IN)).toHaveLength(0);
  });

  it("a wrong password shows Sign In Failed with the server's reason and stays on /login", async () => {
    const pending = deferred();
    mockApi({ [PROVIDERS]: noProviders, [SIGN_IN]: () => pending.response });
    const { where } = renderLogin();
    signIn("amina@kuza.test", "not-the-password");
    const busy = await screen.findByRole("button", { name: "Signing in…" });
    expect(busy).toBeDisabled();

    pending.answer(apiError(401, "UNAUTHENTICATED", "Invalid email or password"));
    expect(await screen.findByText(AUTH_TOASTS.signInFailure.title)).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(where()).toBe("/login");
  });

  it("welcomes the user and, after the spec's pause, opens their role's dashboard", async () => {
    fakeTimeouts();
    const { calls } = mockApi({
      [PROVIDERS]: noProviders,
      [SIGN_IN]: () => json({ redirect: false }),
      [SESSION]: () => json({ viewer: meAs("founder") }),
    });
    const { where } = renderLogin();
    signIn();
    expect(await screen.findByText(AUTH_TOASTS.signInSuccess.title)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TOASTS.signInSuccess.description)).toBeInTheDocument();
    expect(where()).toBe("/login"); // the toast shows first; the redirect waits DELAYS_MS.loginRedirect
    await waitFor(() => expect(where()).toBe("/founder/dashboard"));
    expect(calls(SIGN_IN)[0]?.body).toEqual({ email: "amina@kuza.test", password: "correct-horse" });
  });

  it("goes back to the page that sent the user to sign in", async () => {
    fakeTimeouts();
    mockApi({
      [PROVIDERS]: noProviders,
      [SIGN_IN]: () => json({ redirect: false }),
      [SESSION]: () => json({ viewer: meAs("investor") }),
    });
    const { where } = renderLogin("/login?next=%2Finvestor%2Fpreferences");
    signIn();
    await waitFor(() => expect(where()).toBe("/investor/preferences"));
  });

  it("explains a provider's refusal sent back in ?error=", () => {
    mockApi({ [PROVIDERS]: noProviders });
    renderLogin("/login?error=signup_disabled");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "No Kuza account uses that e-mail yet. Create one first, then you can sign in with it.",
    );
  });

  describe("two-step sign-in", () => {
    const toSecondStep = () => {
      const api = mockApi({
        [PROVIDERS]: noProviders,
        [SIGN_IN]: () => json({ twoFactorRedirect: true }),
        [SESSION]: () => json({ viewer: meAs("admin") }),
        [TOTP]: ({ body }) =>
          (body as { code: string }).code === "123456"
            ? json({ token: "t" })
            : apiError(401, "UNAUTHENTICATED", "Invalid code"),
        [RECOVERY]: () => json({ token: "t" }),
      });
      const view = renderLogin();
      signIn();
      return { ...api, ...view };
    };

    it("asks for the app's code after a right password, and a wrong code shows under the field", async () => {
      const { calls } = toSecondStep();
      expect(await screen.findByRole("heading", { name: SECOND_STEP_TEXTS.title })).toBeInTheDocument();
      expect(screen.getByText(SECOND_STEP_TEXTS.totpDescription)).toBeInTheDocument();
      expect(screen.queryByLabelText("Password")).toBeNull();

      fill(SECOND_STEP_TEXTS.code, "12");
      fireEvent.click(screen.getByRole("button", { name: SECOND_STEP_TEXTS.verify }));
      const field = screen.getByLabelText(SECOND_STEP_TEXTS.code);
      await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
      expect(field.getAttribute("aria-describedby")).toBeTruthy();
      expect(calls(TOTP)).toHaveLength(0);

      fill(SECOND_STEP_TEXTS.code, "654321");
      fireEvent.click(screen.getByRole("button", { name: SECOND_STEP_TEXTS.verify }));
      expect(await screen.findByText("Invalid code")).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription("Invalid code");
    });

    it("the right code signs in and opens the dashboard", async () => {
      fakeTimeouts();
      const { calls, where } = toSecondStep();
      await screen.findByLabelText(SECOND_STEP_TEXTS.code);
      fill(SECOND_STEP_TEXTS.code, "123 456");
      fireEvent.click(screen.getByRole("button", { name: SECOND_STEP_TEXTS.verify }));
      expect(await screen.findByText(AUTH_TOASTS.signInSuccess.title)).toBeInTheDocument();
      await waitFor(() => expect(where()).toBe("/admin/dashboard"));
      expect(calls(TOTP)[0]?.body).toEqual({ code: "123456" });
    });

    it("a recovery code can be used instead", async () => {
      const { calls } = toSecondStep();
      fireEvent.click(await screen.findByRole("button", { name: SECOND_STEP_TEXTS.useRecovery }));
      expect(screen.getByText(SECOND_STEP_TEXTS.recoveryDescription)).toBeInTheDocument();
      fill(SECOND_STEP_TEXTS.recoveryCode, "abcde12345");
      fireEvent.click(screen.getByRole("button", { name: SECOND_STEP_TEXTS.verify }));
      await waitFor(() => expect(calls(RECOVERY)).toHaveLength(1));
      expect(calls(RECOVERY)[0]?.body).toEqual({ code: "abcde-12345" });
    });

    it("an ended sign-in says to start again, and Back to sign in shows the password form", async () => {
      mockApi({
        [PROVIDERS]: noProviders,
        [SIGN_IN]: () => json({ twoFactorRedirect: true }),
        [TOTP]: () => json({ error: { code: "INVALID_TWO_FACTOR_COOKIE", message: "Invalid two factor cookie" } }, 401),
      });
      renderLogin();
      signIn();
      await screen.findByLabelText(SECOND_STEP_TEXTS.code);
      fill(SECOND_STEP_TEXTS.code, "123456");
      fireEvent.click(screen.getByRole("button", { name: SECOND_STEP_TEXTS.verify }));
      expect(await screen.findByText(SECOND_STEP_TEXTS.expired)).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: SECOND_STEP_TEXTS.startOver }));
      expect(screen.getByLabelText("Password")).toHaveValue("");
      expect(screen.getByLabelText("Email")).toHaveValue("amina@kuza.test");
    });
  });
});
