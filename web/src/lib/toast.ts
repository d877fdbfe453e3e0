import type { ExternalToast, toast as sonnerToast } from "sonner";

// The app's toasts, shown by sonner. No page downloads sonner before it raises its first toast:
// that toast fetches it and mounts the app's toaster (app/providers.tsx listens through
// whenFirstToast), and sonner keeps a toast raised before its toaster mounts until it does.

type Message = Parameters<typeof sonnerToast>[0];
type Kind = "success" | "error" | "info";
/** What the toasts need of sonner: its `toast`, fetched on first use. */
type LoadSonner = () => Promise<{ toast: typeof sonnerToast }>;

/**
 * The page's toasts over `load` (sonner's own import in the app; a test hands its own). Its state,
 * sonner's promise and whether a toast was raised yet, is the page's: the app makes one.
 */
export function createToasts(load: LoadSonner) {
  let sonner: ReturnType<LoadSonner> | undefined;
  const loadSonner = () => {
    sonner ??= load().catch((error: unknown) => {
      sonner = undefined; // a later toast may try again (the network came back)
      throw error;
    });
    return sonner;
  };

  let raised = false;
  const firstToastListeners = new Set<() => void>();

  /** Calls `listener` once the page raises its first toast (soon, if one was raised already); returns a cancel. */
  function whenFirstToast(listener: () => void): () => void {
    if (raised) {
      queueMicrotask(listener);
      return () => undefined;
    }
    firstToastListeners.add(listener);
    return () => firstToastListeners.delete(listener);
  }

  function show(kind: Kind | null, message: Message, options?: ExternalToast) {
    if (!raised) {
      raised = true;
      // After the caller's own work: a toast may be raised while React renders another component.
      for (const listener of firstToastListeners) queueMicrotask(listener);
      firstToastListeners.clear();
    }
    void loadSonner().then(
      ({ toast }) => (kind ? toast[kind](message, options) : toast(message, options)),
      () => undefined, // nothing to show it with; the action itself has already happened or failed
    );
  }

  /** sonner's `toast`, `toast.success`, `toast.error` and `toast.info`, fetched on first use. */
  const toast = Object.assign((message: Message, options?: ExternalToast) => show(null, message, options), {
    success: (message: Message, options?: ExternalToast) => show("success", message, options),
    error: (message: Message, options?: ExternalToast) => show("error", message, options),
    info: (message: Message, options?: ExternalToast) => show("info", message, options),
  });
  return { toast, whenFirstToast };
}

export const { toast, whenFirstToast } = createToasts(() => import("sonner"));
