import type { ExternalToast, toast as sonnerToast } from "sonner";

// The app's toasts, shown by sonner. A page that may toast does not download sonner before it
// shows: the first toast fetches it (already there once the app's deferred toaster has loaded, see
// app/providers.tsx), and sonner keeps a toast raised before its toaster mounts until it does.

type Message = Parameters<typeof sonnerToast>[0];
type Kind = "success" | "error" | "info";

let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = undefined; // a later toast may try again (the network came back)
    throw error;
  });
  return sonner;
};

function show(kind: Kind | null, message: Message, options?: ExternalToast) {
  void loadSonner().then(
    ({ toast }) => (kind ? toast[kind](message, options) : toast(message, options)),
    () => undefined, // nothing to show it with; the action itself has already happened or failed
  );
}

/** sonner's `toast`, `toast.success`, `toast.error` and `toast.info`, fetched on first use. */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show(null, message, options), {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
});
