import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { formatTicketRange } from "../format";
import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from "./accounts";
import { INVESTOR_CARD_FALLBACKS } from "./investors";

// Texts that keep the spec's exact words with a number written in: they must say what the code does.

afterEach(() => setLocale("en", { reload: false }));

describe.each(["en", "fr"] as const)("in %s", (locale) => {
  it("the password length message names the length the rule checks", () => {
    setLocale(locale, { reload: false });
    expect(VALIDATION_MESSAGES.passwordLength).toContain(` ${PASSWORD_MIN_LENGTH} `);
  });

  it("the directory card's ticket fallback is written as formatTicketRange writes that range", () => {
    setLocale(locale, { reload: false });
    expect(INVESTOR_CARD_FALLBACKS.ticket).toBe(formatTicketRange({ min: 250_000, max: 2_000_000 }));
  });
});
