import { useEffect, useSyncExternalStore } from "react";
import { useMediaQuery } from "./use-media-query";

// Where toasts appear. The spec's place is bottom right. A page that is one form whose primary
// action sits low on the right (the sign-in style pages: their form fills the right half from
// 1024 px, the whole width below) would have that button covered, so while such a page is shown
// the toasts go where the form is not: over the brand panel on the left, or at the top on narrow
// screens.

type ToastPosition = "bottom-right" | "bottom-left" | "top-center";

/** Tailwind's lg, where the sign-in style layout shows its brand panel beside the form. */
const SPLIT_LAYOUT_QUERY = "(min-width: 64rem)";

let formPages = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Called by a page that is one form: while it is mounted, toasts keep clear of that form. */
export function useToastsClearOfForm() {
  useEffect(() => {
    formPages += 1;
    notify();
    return () => {
      formPages -= 1;
      notify();
    };
  }, []);
}

/** The toaster's position for what is on screen now. */
export function useToastPosition(): ToastPosition {
  const clearOfForm = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => formPages > 0,
    () => false,
  );
  const split = useMediaQuery(SPLIT_LAYOUT_QUERY);
  if (!clearOfForm) return "bottom-right";
  return split ? "bottom-left" : "top-center";
}
