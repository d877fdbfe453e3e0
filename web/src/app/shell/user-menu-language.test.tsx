import type { Role } from "@domain/constants/accounts";
import { LOCALE_COOKIE } from "@domain/i18n/locales";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { page } from "@web/lib/i18n";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UserMenuContent } from "./user-menu-content";

const SAVE = "PATCH /api/account/locale";
const FOUNDER: Role = "founder";

describe("the avatar menu's language", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // biome-ignore lint/suspicious/noDocumentCookie: forgets the choice as a browser would
    document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  });

  it("offers English (checked) and Français; choosing French saves it on the profile and reloads", async () => {
    const reload = vi.spyOn(page, "reload").mockImplementation(() => undefined);
    const { calls } = mockApi({ [SAVE]: () => json({ locale: "fr" }) });
    const me = meAs(FOUNDER);
    renderPage(<UserMenuContent me={me} role={FOUNDER} trigger={<button type="button">menu</button>} />, {
      path: "/founder/dashboard",
      me,
    });
    expect(await screen.findByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    fireEvent.click(screen.getByRole("menuitemradio", { name: "Français" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls(SAVE).map((c) => c.body)).toEqual([{ locale: "fr" }]);
    expect(localStorage.getItem("locale")).toBe("fr");
  });
});
