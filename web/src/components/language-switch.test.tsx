import { LOCALE_COOKIE } from "@domain/i18n/locales";
import { setLocale } from "@i18n/runtime";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { page } from "@web/lib/i18n";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitch } from "./language-switch";

const SAVE = "PATCH /api/account/locale";
const localeCookie = () => document.cookie.match(new RegExp(`${LOCALE_COOKIE}=(\\w+)`))?.[1] ?? null;

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(page, "reload").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setLocale("en", { reload: false });
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a browser would
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

const renderSwitch = (me: ReturnType<typeof meAs> | null) => renderPage(<LanguageSwitch />, { path: "/login", me });

describe("LanguageSwitch", () => {
  it("offers English and Français, each in its own language, the page's one pressed", () => {
    mockApi({});
    renderSwitch(null);
    const group = screen.getByRole("group", { name: "Language" });
    expect(within(group).getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    const french = within(group).getByRole("button", { name: "Français" });
    expect(french).toHaveAttribute("aria-pressed", "false");
    expect(french).toHaveAttribute("lang", "fr");
  });

  it("a visitor's choice is kept on this device (storage and cookie) and the page reloads, with no call to the API", async () => {
    mockApi({});
    renderSwitch(null);
    fireEvent.click(screen.getByRole("button", { name: "Français" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem("locale")).toBe("fr");
    expect(localeCookie()).toBe("fr");
  });

  it("a signed-in user's choice is saved on the profile first, then kept and the page reloads", async () => {
    const saved = deferred();
    const { calls } = mockApi({ [SAVE]: () => saved.response });
    renderSwitch(meAs("investor"));
    fireEvent.click(screen.getByRole("button", { name: "Français" }));
    await waitFor(() => expect(calls(SAVE)).toHaveLength(1));
    expect(calls(SAVE)[0]?.body).toEqual({ locale: "fr" });
    expect(screen.getByRole("button", { name: "Français" })).toBeDisabled();
    expect(reload).not.toHaveBeenCalled();
    saved.answer(json({ locale: "fr" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem("locale")).toBe("fr");
  });

  it("when the profile cannot be saved nothing changes and a toast says so", async () => {
    mockApi({ [SAVE]: () => apiError(500, "INTERNAL", "Something went wrong") });
    renderSwitch(meAs("founder"));
    fireEvent.click(screen.getByRole("button", { name: "Français" }));
    expect(await screen.findByText("Could not change the language")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem("locale")).toBeNull();
    expect(screen.getByRole("button", { name: "Français" })).toBeEnabled();
  });

  it("reads in French on a French page", () => {
    setLocale("fr", { reload: false });
    mockApi({});
    renderSwitch(null);
    const group = screen.getByRole("group", { name: "Langue" });
    expect(within(group).getByRole("button", { name: "Français" })).toHaveAttribute("aria-pressed", "true");
  });
});
