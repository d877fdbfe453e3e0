import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { whenPageSettled } from "./when-page-settled";

// The app's query clients (one per page load) whose page has settled: a component mounted after
// that (on another page, or remounted) need not wait again.
const settledClients = new WeakSet<QueryClient>();

/** False until the page has settled (`whenPageSettled`), then true for the rest of the page load. */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(() => settledClients.has(queryClient));
  useEffect(() => {
    if (done) return;
    return whenPageSettled(queryClient, () => {
      settledClients.add(queryClient);
      setDone(true);
    });
  }, [done, queryClient]);
  return done;
}
