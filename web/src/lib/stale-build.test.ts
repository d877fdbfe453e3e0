import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "./page-reload";
import { isStaleBuildError, reloadOnceForNewBuild } from "./stale-build";

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.spyOn(page, "reload").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("isStaleBuildError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://kuza.example/assets/matchmaking-page-Ab12.js",
    "error loading dynamically imported module: https://kuza.example/assets/deals-page-Cd34.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/web-Ef56.css",
  ])("knows a page's code that could not be fetched: %s", (message) => {
    expect(isStaleBuildError(new TypeError(message))).toBe(true);
  });

  it("leaves every other failure to the error screen", () => {
    expect(isStaleBuildError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isStaleBuildError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isStaleBuildError(null)).toBe(false);
  });
});

describe("reloadOnceForNewBuild", () => {
  it("reloads once, not again within a minute, and again after it", () => {
    const start = 1_000_000;
    const pageStart = start - 600_000;
    expect(reloadOnceForNewBuild(start, pageStart)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewBuild(start + 59_000, pageStart)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewBuild(start + 61_000, pageStart)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload again from the page its reload brought, however slowly that page loaded", () => {
    const reloadedAt = 1_000_000;
    expect(reloadOnceForNewBuild(reloadedAt, reloadedAt - 300_000)).toBe(true);
    // The next page began 2 s after the reload and took 90 s to fail again.
    expect(reloadOnceForNewBuild(reloadedAt + 92_000, reloadedAt + 2_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stays offline: a reload would only show the browser's offline page", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(reloadOnceForNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("stays when session storage cannot be used, rather than risk reloading in a loop", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(reloadOnceForNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
