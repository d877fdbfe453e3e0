import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Decision 036: the role check's 500 ms run from the page load's start, beside the session
// request; the spinner never lasts 500 ms longer than the session.

// A fake clock (performance.now and timers), so a slow machine cannot eat the 500 ms.
describe("the route guard's role check", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts its 500 ms from the moment the app starts", async () => {
    const before = performance.now();
    const { roleCheckRemainingMs } = await import("./use-role-check");
    const after = performance.now();
    expect(roleCheckRemainingMs(before)).toBeGreaterThanOrEqual(500);
    expect(roleCheckRemainingMs(after)).toBeLessThanOrEqual(500);
    expect(roleCheckRemainingMs(after + 500)).toBe(0);
  });

  it("holds the page until 500 ms have passed when the session answers early", async () => {
    const { useRoleCheckDone } = await import("./use-role-check");
    const { result, rerender } = renderHook(({ loaded }) => useRoleCheckDone(loaded), {
      initialProps: { loaded: false },
    });
    expect(result.current).toBe(false);
    rerender({ loaded: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("adds no wait when the session answers after 500 ms", async () => {
    const { useRoleCheckDone } = await import("./use-role-check");
    vi.advanceTimersByTime(550);
    const { result } = renderHook(() => useRoleCheckDone(true));
    expect(result.current).toBe(true);
  });

  it("waits for the session however long it takes", async () => {
    const { useRoleCheckDone } = await import("./use-role-check");
    vi.advanceTimersByTime(550);
    const { result } = renderHook(() => useRoleCheckDone(false));
    expect(result.current).toBe(false);
  });
});
