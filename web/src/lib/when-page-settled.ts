import type { QueryClient } from "@tanstack/react-query";

/** The longest `whenPageSettled` holds its work back. */
export const PAGE_SETTLED_MAX_WAIT_MS = 3000;

/** How long the wait for a painted frame lasts at most: a hidden tab paints none. */
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
  let cancelPaintWait = () => {};
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
    if (finished || document.readyState !== "complete" || queryClient.isFetching() !== 0) return;
    cleanup();
    cancelPaintWait = afterPaint(run);
  }
  const timer = setTimeout(run, PAGE_SETTLED_MAX_WAIT_MS);
  window.addEventListener("load", check);
  unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
  return () => {
    finished = true;
    cleanup();
    cancelPaintWait();
  };
}

/**
 * Calls `work` after the browser has painted a frame that holds what is rendering now. A query's
 * answer reaches its components a task after the query cache says it is in (TanStack's batched
 * notifications), so one frame may still show the skeleton: two frames, then a task after the
 * second paint. Lighthouse counts every request that starts before the largest paint into its
 * estimate of that paint, with the work that led to it (docs/performance.md, item 25).
 */
function afterPaint(work: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      fallback = setTimeout(work, 0);
    });
  });
  let fallback = setTimeout(() => {
    cancelAnimationFrame(frame);
    work();
  }, PAINT_WAIT_MAX_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}
