import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { applyThemeClass, DARK_QUERY, isDark, readStoredTheme, storeTheme, type Theme } from "./theme";

type ThemeContextValue = { theme: Theme; setTheme: (theme: Theme) => void };
const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => applyThemeClass(isDark(theme, media.matches));
    apply();
    // "System" follows the OS live, e.g. when it switches to dark at sunset.
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme]);

  const setTheme = (next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  };
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs a ThemeProvider");
  return value;
}
