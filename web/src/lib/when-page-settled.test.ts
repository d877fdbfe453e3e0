import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SETTLED_MAX_WAIT_MS, PAINT_WAIT_MAX_MS, whenPageSettled } from "./when-page-settled";

// The live stream, the bell's first count and the time zone wait for the page's own data and its
// paint (or 3 s), so their requests and work do not compete with the page's.

function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("whenPageSettled", () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.useRealTimers();
    client.clear();
  });

  it("runs on a loaded page with nothing fetching once two frames have been painted", () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenPageSettled(client, work);
    expect(work).not.toHaveBeenCalled();
    // One frame may still show what was there before the data's render: not yet.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    // Once only: the wait's own time limit is cleared.
    vi.advanceTimersByTime(PAGE_SETTLED_MAX_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does not wait for frames that never come (a hidden tab paints none)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const frames = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    const work = vi.fn();
    whenPageSettled(client, work);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it("waits for the page's queries to answer", async () => {
    const answer = pending<string>();
    const query = client.fetchQuery({ queryKey: ["page"], queryFn: () => answer.promise });
    const work = vi.fn();
    whenPageSettled(client, work);
    expect(work).not.toHaveBeenCalled();
    answer.resolve("data");
    await query;
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });

  it("where the browser reports its largest paints, waits for one painted since the page settled", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    let report: (startTimes: number[]) => void = () => undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      constructor(callback: (list: { getEntries: () => Array<{ startTime: number }> }) => void) {
        report = (startTimes) => callback({ getEntries: () => startTimes.map((startTime) => ({ startTime })) });
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    const work = vi.fn();
    whenPageSettled(client, work);
    // Frames alone are not enough: the largest paint is reported when its frame is on screen.
    vi.advanceTimersByTime(100);
    report([performance.now() - 1_000]); // the spinner's, painted before the page settled
    expect(work).not.toHaveBeenCalled();
    report([performance.now()]);
    expect(work).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(PAGE_SETTLED_MAX_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("gives up waiting after its longest wait", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // Never answers; cleared (cancelled) after the test.
    client.fetchQuery({ queryKey: ["slow"], queryFn: () => pending<string>().promise }).catch(() => undefined);
    const work = vi.fn();
    whenPageSettled(client, work);
    vi.advanceTimersByTime(PAGE_SETTLED_MAX_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", async () => {
    const answer = pending<string>();
    const query = client.fetchQuery({ queryKey: ["page"], queryFn: () => answer.promise });
    const work = vi.fn();
    const cancel = whenPageSettled(client, work);
    cancel();
    answer.resolve("data");
    await query;
    await new Promise((r) => setTimeout(r, 20));
    expect(work).not.toHaveBeenCalled();
  });
});
