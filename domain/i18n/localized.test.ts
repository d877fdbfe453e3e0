import { getLocale, setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { localized } from "./localized";

afterEach(() => setLocale("en", { reload: false }));

describe("localized", () => {
  const words = { en: { yes: "Yes", no: "No" }, fr: { yes: "Oui", no: "Non" } };
  it("reads each text in the language of the moment", () => {
    const table = localized({
      yes: () => words[getLocale()].yes,
      no: () => words[getLocale()].no,
    });
    expect(table.yes).toBe("Yes");
    setLocale("fr", { reload: false });
    expect(table.yes).toBe("Oui");
    expect(Object.values(table)).toEqual(["Oui", "Non"]);
    expect(Object.keys(table)).toEqual(["yes", "no"]);
  });
});
