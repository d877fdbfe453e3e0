import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@web/lib/query-client";
import { ThemeProvider } from "@web/lib/theme-provider";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";

const ThemedToaster = lazy(() => import("@web/app/themed-toaster").then((m) => ({ default: m.ThemedToaster })));

/** Runs `task` once the page has loaded and the browser has a quiet moment; returns a cancel. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}

/**
 * The toaster (sonner) is fetched after the page is up, so no first paint waits for it. A toast
 * raised before it arrives is not lost: sonner keeps it and shows it when the toaster mounts.
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setWanted(true)), []);
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
        <DeferredToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
