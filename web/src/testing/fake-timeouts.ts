import { vi } from "vitest";

// The spec's pauses (section 9: 500 ms before the redirect after signing in, 1 s before Access
// Denied explains itself) are tested on a fake clock, so no test waits for them in real time.
// testing-library's findBy/waitFor look for Jest's fake timers and, when they see them, advance
// the clock as they poll; `jest.advanceTimersByTime` is pointed at vitest's so they do the same
// here. Without it they would wait forever on a setTimeout that never fires.

/** Fake setTimeout/setInterval for one test; undo with `realTimeouts()` (an afterEach). */
export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function realTimeouts() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
