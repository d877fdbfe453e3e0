import { TOAST_DURATION_MS, TOASTS_VISIBLE_MAX } from "@web/lib/screen-constants";
import { useTheme } from "@web/lib/theme-provider";
import { useToastPosition } from "@web/lib/toaster-placement";
import { Toaster } from "sonner";

/**
 * Sonner's toaster in the app's theme: bottom right (clear of a sign-in style form, see
 * lib/toaster-placement), at most three at once, four seconds each.
 */
export function ThemedToaster() {
  const { theme } = useTheme();
  const position = useToastPosition();
  return (
    <Toaster
      theme={theme}
      position={position}
      visibleToasts={TOASTS_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      closeButton
    />
  );
}
