import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigation, useSearchParams } from "react-router";

/**
 * List filters kept in the URL query, so a reload, the back button or a shared link shows the
 * same list. Empty values leave the URL. A filter change is a history entry; typing is not.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Record<K, string>;

  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch) as Array<[K, string | undefined]>) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { values, setFilters };
}

type RouterState = { location: { pathname: string }; navigation: { state: string; location?: { pathname: string } } };

/** Whether the router is on its way to, or already at, another page than `pathname`. */
function leftPage(state: RouterState, pathname: string) {
  if (state.location.pathname !== pathname) return true;
  return state.navigation.state !== "idle" && state.navigation.location?.pathname !== pathname;
}

/**
 * A search box that follows the URL: typing updates the box at once and the URL after `delay`
 * ms; a change from outside (the top bar's search, the back button) refills the box. Once the
 * user leaves the list (a click on a result), a pending update is dropped: applied while the
 * next page's code loads, it would cancel that navigation and keep them on the list.
 */
export function useDebouncedSearch(urlValue: string, commit: (value: string) => void, delay = 300) {
  const [draft, setDraft] = useState(urlValue);
  const committed = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location?.pathname !== pathname;
  // The router itself, read when the timer fires: React may not have re-rendered this page yet
  // (a busy phone), so `leaving` alone can be one render late. The context is react-router's
  // own way to the data router; `router.state` is its public state.
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => {
    if (urlValue !== committed.current) {
      committed.current = urlValue;
      setDraft(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    const value = draft.trim();
    if (leaving || value === committed.current) return;
    const timer = setTimeout(() => {
      if (router && leftPage(router.state, pathname)) return;
      committed.current = value;
      commitRef.current(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay, leaving, router, pathname]);

  /** Commit now (the Enter key). */
  const flush = useCallback(() => {
    const value = draft.trim();
    if (value === committed.current) return;
    committed.current = value;
    commitRef.current(value);
  }, [draft]);

  return { draft, setDraft, flush };
}
