import { act, render, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useToastPosition, useToastsClearOfForm } from "./toaster-placement";

// Toasts sit where the spec puts them (bottom right) except while a sign-in style form is shown,
// whose primary action they would cover: then over the brand panel (wide) or at the top (narrow).

function screenWide(wide: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: wide && query === "(min-width: 64rem)",
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

function FormPage() {
  useToastsClearOfForm();
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe("useToastPosition", () => {
  it("is the spec's bottom right on ordinary pages", () => {
    screenWide(true);
    expect(renderHook(() => useToastPosition()).result.current).toBe("bottom-right");
  });

  it("keeps clear of a sign-in style form while it is shown, and goes back after", () => {
    screenWide(true);
    const { result } = renderHook(() => useToastPosition());
    const page = render(<FormPage />);
    expect(result.current).toBe("bottom-left");
    act(() => page.unmount());
    expect(result.current).toBe("bottom-right");
  });

  it("goes to the top on a narrow screen, where the form takes the whole width", () => {
    screenWide(false);
    const { result } = renderHook(() => useToastPosition());
    render(<FormPage />);
    expect(result.current).toBe("top-center");
  });
});
