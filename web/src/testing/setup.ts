import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy/waitFor wait up to 5 s instead of 1 s: in CI the web tests share two cores with the
// journeys and the server tests, and a form's validation once took longer than a second there
// (founder-campaign-form, load 9). A real failure still fails; it only takes longer to say so.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; tests that care replace this with their own.
if (!window.matchMedia) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

// A component test fails on an unexpected console.error, as the journeys do.
const originalError = console.error;
afterEach(() => {
  const calls = (console.error as unknown as { mock?: { calls: unknown[][] } }).mock?.calls ?? [];
  if (calls.length > 0) throw new Error(`console.error was called: ${String(calls[0]?.[0])}`);
});
console.error = vi.fn((...args: unknown[]) => originalError(...args));
