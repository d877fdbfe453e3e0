import type { QueryClient } from "@tanstack/react-query";

/** The longest `whenPageSettled` holds its work back. */
export const PAGE_SETTLED_MAX_WAIT_MS = 3000;

/**
 * Runs `work` once the page has loaded (the window's `load`) and no query is fetching, or after
 * PAGE_SETTLED_MAX_WAIT_MS at most. For what the page's first content does not need (the live
 * stream, whose `ready` refetches the bell and the conversations): started at once, its requests
 * compete with the page's own data over HTTP/1.1's six connections on a slow phone network.
 * Returns a cancel.
 */
export function whenPageSettled(queryClient: QueryClient, work: () => void): () => void {
  let finished = false;
  let unsubscribe = () => {};
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
    if (document.readyState === "complete" && queryClient.isFetching() === 0) run();
  }
  const timer = setTimeout(run, PAGE_SETTLED_MAX_WAIT_MS);
  window.addEventListener("load", check);
  unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
  return () => {
    finished = true;
    cleanup();
  };
}
