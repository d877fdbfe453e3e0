// Mirrors web/src/lib/theme.ts: dark when the stored theme is dark, or when none (or "system")
// is stored and the OS prefers dark. Runs before React so the first paint has the right colours.
(() => {
  try {
    const stored = localStorage.getItem("theme");
    const systemDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    const dark = stored === "dark" || ((stored === null || stored === "system") && systemDark);
    document.documentElement.classList.add(dark ? "dark" : "light");
  } catch {
    /* storage blocked: keep the light default */
  }
})();
