import { TOAST_DURATION_MS, TOASTS_VISIBLE_MAX } from "@domain/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client";
import { RealtimeProvider } from "./realtime-provider";
import { ThemeProvider, useTheme } from "./theme-provider";

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
