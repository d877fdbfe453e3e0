import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazyOrNothing } from "@web/lib/lazy-or-nothing";
import { createQueryClient } from "@web/lib/query-client";
import { ThemeProvider } from "@web/lib/theme-provider";
import { whenFirstToast } from "@web/lib/toast";
import { type ReactNode, Suspense, useEffect, useState } from "react";

// A toaster that cannot be fetched shows no toasts; the page goes on (decision 041).
const ThemedToaster = lazyOrNothing(() => import("@web/app/themed-toaster").then((m) => m.ThemedToaster));

/**
 * The toaster (sonner, 9 KB gzip) is fetched with the page's first toast, so a page that raises
 * none never downloads it. That toast is not lost: sonner keeps it and shows it when the toaster mounts.
 */
function ToasterOnFirstToast() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToasterOnFirstToast />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
