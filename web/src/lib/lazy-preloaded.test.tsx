import { act, render, screen } from "@testing-library/react";
import { Component as ClassComponent, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPreloaded } from "./lazy-preloaded";

// The guard shows the signed-in shell, a lazy component, once its role check is over; the shell's
// code is fetched while the check runs. A Suspense fallback shown then would make React hold the
// page back 300 ms more.

/** The route's error screen, as far as this test needs it: the error's message. */
class Caught extends ClassComponent<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Page() {
  return <p>the page</p>;
}

/** Renders `Lazy` in a Suspense boundary and returns how many times its fallback mounted. */
async function fallbacksWhileRendering(Lazy: ComponentType) {
  let fallbacks = 0;
  function Fallback() {
    useEffect(() => {
      fallbacks += 1;
    }, []);
    return <p>loading</p>;
  }
  await act(async () => {
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy />
      </Suspense>,
    );
  });
  return fallbacks;
}

describe("lazyPreloaded", () => {
  it("renders code that preload() fetched without showing the fallback", async () => {
    let loads = 0;
    const { Component, preload } = lazyPreloaded(async () => {
      loads += 1;
      return Page;
    });
    await preload();
    expect(await fallbacksWhileRendering(Component)).toBe(0);
    expect(screen.getByText("the page")).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it("shows the fallback while the code loads when nothing preloaded it, and fetches it once", async () => {
    let loads = 0;
    const { Component, preload } = lazyPreloaded(async () => {
      loads += 1;
      return Page;
    });
    expect(await fallbacksWhileRendering(Component)).toBe(1);
    expect(screen.getByText("the page")).toBeInTheDocument();
    await preload();
    expect(loads).toBe(1);
  });

  it("is what React.lazy alone does not do: its code in, React.lazy still shows the fallback", async () => {
    const code = Promise.resolve({ default: Page });
    await code;
    expect(await fallbacksWhileRendering(lazy(() => code))).toBe(1);
  });

  it("a failed preload is left to the render, which fails into the error boundary above", async () => {
    const { Component, preload } = lazyPreloaded<object>(() => Promise.reject(new Error("chunk gone")));
    await expect(preload()).resolves.toBeUndefined();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        render(
          <Caught>
            <Suspense fallback={<p>loading</p>}>
              <Component />
            </Suspense>
          </Caught>,
        );
      });
      expect(screen.getByRole("alert")).toHaveTextContent("chunk gone");
    } finally {
      quiet.mockRestore();
    }
  });
});
