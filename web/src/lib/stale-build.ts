import { page } from "./page-reload";

// A tab opened before a deploy still runs the old build. Its pages' chunks are fetched on first
// visit, by names the new build no longer has: the server answers 404 for them (never the HTML,
// server/src/lib/static-web.ts) and the browser's import fails. Reloading fetches the new build
// and the page works again, so the error screen reloads once by itself; a second failure within
// the guard's time is a real one (the network, the server) and is shown with a reload button.

/** Set when a reload was made for a stale build; a second failure within RELOAD_GUARD_MS is shown. */
const RELOAD_GUARD_KEY = "stale-build-reload";
const RELOAD_GUARD_MS = 60_000;

// How each browser words a failed import() of a module or of the CSS Vite preloads with it:
// Chromium, Firefox, Safari, and Vite's preload helper.
const FAILED_IMPORT = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

/** Whether `error` is the failed fetch of a page's code, which a reload of the page may cure. */
export function isStaleBuildError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return FAILED_IMPORT.some((text) => error.message.includes(text));
}

/**
 * Reloads the page unless it was reloaded for this reason within the last minute, or within the
 * minute before this page began to load (a load slower than a minute, on 2G, is still the reload's
 * own). Returns whether it did. Offline, a reload would only swap the app for the browser's
 * offline page; without session storage a second reload cannot be told from the first: both stay.
 */
export function reloadOnceForNewBuild(now = Date.now(), pageStart = performance.timeOrigin): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY));
    const saved = Number.isFinite(last) && last > 0;
    // Within the last minute, or just before this page began: the reload that brought this page.
    const recent = saved && (now - last < RELOAD_GUARD_MS || (last <= pageStart && pageStart - last < RELOAD_GUARD_MS));
    if (recent) return false;
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  page.reload();
  return true;
}
