import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

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

/**
 * A search box that follows the URL: typing updates the box at once and the URL after `delay`
 * ms; a change from outside (the top bar's search, the back button) refills the box.
 */
export function useDebouncedSearch(urlValue: string, commit: (value: string) => void, delay = 300) {
  const [draft, setDraft] = useState(urlValue);
  const committed = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (urlValue !== committed.current) {
      committed.current = urlValue;
      setDraft(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    const value = draft.trim();
    if (value === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = value;
      commitRef.current(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  /** Commit now (the Enter key). */
  const flush = useCallback(() => {
    const value = draft.trim();
    if (value === committed.current) return;
    committed.current = value;
    commitRef.current(value);
  }, [draft]);

  return { draft, setDraft, flush };
}
