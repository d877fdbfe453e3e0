import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SETTLED_MAX_WAIT_MS, whenPageSettled } from "./when-page-settled";

// The live stream waits for the page's own data (or 3 s), so its requests do not compete with it.

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

  it("runs at once on a loaded page with nothing fetching", () => {
    const work = vi.fn();
    whenPageSettled(client, work);
    expect(work).toHaveBeenCalledTimes(1);
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

  it("gives up waiting after its longest wait", () => {
    vi.useFakeTimers();
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
