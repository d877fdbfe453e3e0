import type { QueryClient } from "@tanstack/react-query";

/** The longest `whenPageSettled` holds its work back. */
export const PAGE_SETTLED_MAX_WAIT_MS = 3000;

/** How long the wait for the page's paint lasts at most: a hidden tab paints none. */
export const PAINT_WAIT_MAX_MS = 250;

/**
 * Runs `work` once the page has loaded (the window's `load`), no query is fetching and the page
 * has painted what its data rendered, or after PAGE_SETTLED_MAX_WAIT_MS at most. For what the
 * page's first content does not need (the live stream, the bell's first count, the device's time
 * zone): started at once, its requests compete with the page's own data over HTTP/1.1's six
 * connections on a slow phone network, and its work with the page's first render.
 * Returns a cancel.
 */
export function whenPageSettled(queryClient: QueryClient, work: () => void): () => void {
  let finished = false;
  let unsubscribe = () => {};
  let cancelPaintWait: (() => void) | null = null;
  const cleanup = () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener("load", check);
  };
  const run = () => {
    if (finished) return;
    finished = true;
    cleanup();
    work();
  };
  function check() {
    if (finished || cancelPaintWait || document.readyState !== "complete" || queryClient.isFetching() !== 0) return;
    cleanup();
    cancelPaintWait = afterContentPaint(performance.now(), run);
  }
  const timer = setTimeout(run, PAGE_SETTLED_MAX_WAIT_MS);
  window.addEventListener("load", check);
  unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
  return () => {
    finished = true;
    cleanup();
    cancelPaintWait?.();
  };
}

/**
 * Calls `work` once the browser has shown what is rendering now. Lighthouse counts every request
 * that starts before the largest paint is shown into its estimate of that paint, with the work
 * that led to it (docs/performance.md, item 25). Where the browser reports its largest paints,
 * that is the first one painted since `since` (it comes when the frame is on screen); elsewhere
 * two frames, as a query's answer reaches its components a task after the query cache says it is
 * in (TanStack's batched notifications). PAINT_WAIT_MAX_MS at most: a page whose data paints
 * nothing larger than before reports no new largest paint, and a hidden tab paints nothing.
 */
function afterContentPaint(since: number, work: () => void): () => void {
  let done = false;
  const stops: Array<() => void> = [];
  const finish = () => {
    if (done) return;
    done = true;
    for (const stop of stops) stop();
    work();
  };
  const fallback = setTimeout(finish, PAINT_WAIT_MAX_MS);
  stops.push(() => clearTimeout(fallback));
  const reportsLargestPaint =
    typeof PerformanceObserver !== "undefined" &&
    PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");
  if (reportsLargestPaint) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    stops.push(() => observer.disconnect());
  } else {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const task = setTimeout(finish, 0);
        stops.push(() => clearTimeout(task));
      });
    });
    stops.push(() => cancelAnimationFrame(frame));
  }
  return () => {
    done = true;
    for (const stop of stops) stop();
  };
}
