import { TOAST_DURATION_MS, TOASTS_VISIBLE_MAX } from "@web/lib/screen-constants";
import { useTheme } from "@web/lib/theme-provider";
import { Toaster } from "sonner";

/** Sonner's toaster in the app's theme: bottom right, at most three at once, four seconds each. */
export function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      visibleToasts={TOASTS_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      closeButton
    />
  );
}
