// The theme rule of the spec (part 1, section 4): light, dark or system (default), stored under
// "theme" and applied as a class on <html>. web/public/theme-init.js repeats it before first paint.

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
const THEME_STORAGE_KEY = "theme";
export const DARK_QUERY = "(prefers-color-scheme: dark)";

export function readStoredTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" || value === "system" ? value : "system";
  } catch {
    return "system";
  }
}

export function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemPrefersDark);
}

export function applyThemeClass(dark: boolean, root: HTMLElement = document.documentElement) {
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
}
