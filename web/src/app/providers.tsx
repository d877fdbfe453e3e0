import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@web/lib/query-client";
import { TOAST_DURATION_MS, TOASTS_VISIBLE_MAX } from "@web/lib/screen-constants";
import { ThemeProvider, useTheme } from "@web/lib/theme-provider";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { RealtimeProvider } from "./realtime-provider";

function ThemedToaster() {
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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RealtimeProvider>{children}</RealtimeProvider>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
