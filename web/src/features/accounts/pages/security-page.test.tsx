import { RECOVERY_CODE_COUNT, type Role, TWO_FACTOR_MESSAGES } from "@domain/constants/accounts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { SECURITY_TEXTS as T } from "../texts";
import { SecurityPage } from "./security-page";

const STATUS = "GET /api/accounts/two-factor";
const ENABLE = "POST /api/auth/two-factor/enable";
const VERIFY = "POST /api/auth/two-factor/verify-totp";
const DISABLE = "POST /api/auth/two-factor/disable";

const SECRET = "JBSWY3DPEHPK3PXP";
const setup = {
  totpURI: `otpauth://totp/Kuza:amina%40kuza.test?secret=${SECRET}&issuer=Kuza`,
  backupCodes: Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `code${i}-abcde`),
};

// The forms fetch zod and their schemas on first use; loaded once here so no test waits on it.
beforeAll(async () => {
  await Promise.all([import("@domain/schemas/two-factor"), import("@hookform/resolvers/zod")]);
});

const renderSecurity = (role: Role = "investor") =>
  renderPage(<SecurityPage />, { path: "/account/security", me: meAs(role) });
const badge = () => screen.getByTestId("two-factor-state");
const password = () => screen.getByLabelText(T.password);

async function startSetup() {
  fireEvent.change(await screen.findByLabelText(T.password), { target: { value: "my-password" } });
  fireEvent.click(screen.getByRole("button", { name: T.turnOn }));
  await screen.findByRole("heading", { name: T.scanTitle });
}

describe("SecurityPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a spinner while the state loads, then Off with how it works and Turn On", async () => {
    const pending = deferred();
    mockApi({ [STATUS]: () => pending.response });
    renderSecurity();
    expect(screen.getByRole("heading", { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("button", { name: T.turnOn })).toBeNull();

    pending.answer(json({ enabled: false }));
    expect(await screen.findByRole("button", { name: T.turnOn })).toBeEnabled();
    expect(badge()).toHaveTextContent(T.offBadge);
    expect(screen.getByText(T.offText)).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a failed load says so", async () => {
    mockApi({ [STATUS]: () => apiError(500, "INTERNAL", "boom") });
    renderSecurity();
    expect(await screen.findByRole("alert")).toHaveTextContent(T.loadError);
    expect(screen.queryByTestId("two-factor-state")).toBeNull();
  });

  it.each([
    ["an admin is advised to turn it on", "admin" as const, true],
    ["an investor is not given the admin's advice", "investor" as const, false],
    ["a founder is not given the admin's advice", "founder" as const, false],
  ])("%s", async (_case, role, advised) => {
    mockApi({ [STATUS]: () => json({ enabled: false }) });
    renderSecurity(role);
    await screen.findByRole("button", { name: T.turnOn });
    if (advised) expect(screen.getByRole("note")).toHaveTextContent(T.adminAdvice);
    else expect(screen.queryByText(T.adminAdvice)).toBeNull();
  });

  it("asks for the password before anything is sent, and shows a wrong one under the field", async () => {
    const { calls } = mockApi({
      [STATUS]: () => json({ enabled: false }),
      [ENABLE]: () => apiError(400, "BAD_REQUEST", "Invalid password"),
    });
    renderSecurity();
    fireEvent.click(await screen.findByRole("button", { name: T.turnOn }));
    await waitFor(() => expect(password()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.passwordRequired));
    expect(calls(ENABLE)).toHaveLength(0);

    fireEvent.change(password(), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: T.turnOn }));
    await waitFor(() => expect(password()).toHaveAccessibleDescription("Invalid password"));
    expect(calls(ENABLE)[0]?.body).toEqual({ password: "wrong" });
    expect(badge()).toHaveTextContent(T.offBadge);
  });

  it("turning on: the QR code and the key in groups of four, then the first code, then the recovery codes once", async () => {
    let enabled = false;
    const { calls } = mockApi({
      [STATUS]: () => json({ enabled }),
      [ENABLE]: () => json(setup),
      [VERIFY]: () => {
        enabled = true;
        return json({ token: "t" });
      },
    });
    renderSecurity();
    await startSetup();
    expect(await screen.findByRole("img", { name: T.qrAlt })).toBeInTheDocument();
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    expect(screen.getByText("investor@kuza.test")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: T.confirmTitle })).toBeInTheDocument();

    const code = screen.getByLabelText(T.code);
    fireEvent.change(code, { target: { value: "12ab" } });
    fireEvent.click(screen.getByRole("button", { name: T.confirm }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.totpCode));
    expect(calls(VERIFY)).toHaveLength(0);

    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: T.confirm }));
    expect(await screen.findByRole("heading", { name: T.recoveryTitle })).toBeInTheDocument();
    expect(screen.getByText(T.onToastTitle)).toBeInTheDocument();
    const codes = within(screen.getByTestId("recovery-codes")).getAllByRole("listitem");
    expect(codes.map((li) => li.textContent)).toEqual(setup.backupCodes);

    fireEvent.click(screen.getByRole("button", { name: T.saved }));
    await waitFor(() => expect(badge()).toHaveTextContent(T.onBadge));
    expect(screen.queryByTestId("recovery-codes")).toBeNull();
    expect(screen.getByRole("button", { name: T.turnOff })).toBeInTheDocument();
  });

  it("Copy Codes puts the codes on the clipboard, one per line", async () => {
    const writeText = vi.fn(async () => undefined);
    // jsdom has no clipboard; this test gives the page one and takes it back.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "clipboard");
    });
    mockApi({ [STATUS]: () => json({ enabled: false }), [ENABLE]: () => json(setup), [VERIFY]: () => json({}) });
    renderSecurity();
    await startSetup();
    fireEvent.change(screen.getByLabelText(T.code), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: T.confirm }));
    fireEvent.click(await screen.findByRole("button", { name: T.copy }));
    expect(await screen.findByText(T.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(setup.backupCodes.join("\n"));
  });

  it("Cancel leaves set-up, still off", async () => {
    mockApi({ [STATUS]: () => json({ enabled: false }), [ENABLE]: () => json(setup) });
    renderSecurity();
    await startSetup();
    fireEvent.click(screen.getByRole("button", { name: T.cancel }));
    expect(screen.getByRole("button", { name: T.turnOn })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: T.scanTitle })).toBeNull();
    expect(badge()).toHaveTextContent(T.offBadge);
  });

  it("when on, Turn Off asks for the password, waits disabled, then says it is off", async () => {
    const pending = deferred();
    const { calls } = mockApi({ [STATUS]: () => json({ enabled: true }), [DISABLE]: () => pending.response });
    renderSecurity();
    const turnOff = await screen.findByRole("button", { name: T.turnOff });
    expect(badge()).toHaveTextContent(T.onBadge);
    expect(screen.getByText(T.onText)).toBeInTheDocument();
    expect(screen.getByText(T.offConfirm)).toBeInTheDocument();

    fireEvent.change(password(), { target: { value: "my-password" } });
    fireEvent.click(turnOff);
    expect(await screen.findByRole("button", { name: T.turningOff })).toBeDisabled();
    expect(calls(DISABLE)[0]?.body).toEqual({ password: "my-password" });

    pending.answer(json({ status: true }));
    expect(await screen.findByText(T.offToastTitle)).toBeInTheDocument();
    expect(badge()).toHaveTextContent(T.offBadge);
    expect(screen.getByRole("button", { name: T.turnOn })).toBeInTheDocument();
  });
});
