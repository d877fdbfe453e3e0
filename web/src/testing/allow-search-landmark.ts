import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * For a test file rendering a page with a <search> landmark: jsdom does not know the element
 * (browsers do) and React warns about it. That one warning is let through; any other console
 * error still fails the test, as setup.ts makes every error do.
 */
export function allowSearchLandmark() {
  let unexpected: unknown[][] = [];
  beforeEach(() => {
    unexpected = [];
    vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (String(message).includes("is unrecognized in this browser") && rest[0] === "search") return;
      unexpected.push([message, ...rest]);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    expect(unexpected, "console errors").toEqual([]);
  });
}
