import { describe, expect, it } from "vitest";
import { applyThemeClass, isDark, readStoredTheme, storeTheme } from "./theme";

describe("theme", () => {
  it("defaults to system when nothing valid is stored", () => {
    expect(readStoredTheme()).toBe("system");
    localStorage.setItem("theme", "purple");
    expect(readStoredTheme()).toBe("system");
  });

  it("keeps the choice under the key theme", () => {
    storeTheme("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(readStoredTheme()).toBe("dark");
  });

  it.each([
    ["dark", false, true],
    ["dark", true, true],
    ["light", true, false],
    ["system", true, true],
    ["system", false, false],
  ] as const)("%s with the OS preferring dark=%s is dark=%s", (theme, systemDark, expected) => {
    expect(isDark(theme, systemDark)).toBe(expected);
  });

  it("puts exactly one of dark or light on the root", () => {
    const root = document.createElement("html");
    applyThemeClass(true, root);
    expect(root.className).toBe("dark");
    applyThemeClass(false, root);
    expect(root.className).toBe("light");
  });
});
