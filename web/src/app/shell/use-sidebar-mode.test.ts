import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSidebarMode } from "./use-sidebar-mode";

type Handlers = { onMouseEnter?: () => void; onMouseLeave?: () => void };

describe("useSidebarMode", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts expanded and remembers the chosen mode", () => {
    const first = renderHook(() => useSidebarMode());
    expect(first.result.current.mode).toBe("expanded");
    expect(first.result.current.wide).toBe(true);
    act(() => first.result.current.setMode("collapsed"));
    expect(first.result.current.wide).toBe(false);
    const second = renderHook(() => useSidebarMode());
    expect(second.result.current.mode).toBe("collapsed");
  });

  it("in hover mode widens on enter and narrows 300 ms after leaving", () => {
    const { result } = renderHook(() => useSidebarMode());
    act(() => result.current.setMode("hover"));
    expect(result.current.wide).toBe(false);
    act(() => (result.current.hoverHandlers as Handlers).onMouseEnter?.());
    expect(result.current.wide).toBe(true);
    act(() => (result.current.hoverHandlers as Handlers).onMouseLeave?.());
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.wide).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.wide).toBe(false);
  });

  it("coming back within 300 ms keeps it wide", () => {
    const { result } = renderHook(() => useSidebarMode());
    act(() => result.current.setMode("hover"));
    act(() => (result.current.hoverHandlers as Handlers).onMouseEnter?.());
    act(() => (result.current.hoverHandlers as Handlers).onMouseLeave?.());
    act(() => vi.advanceTimersByTime(200));
    act(() => (result.current.hoverHandlers as Handlers).onMouseEnter?.());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.wide).toBe(true);
  });
});
