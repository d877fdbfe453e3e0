import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { whenPageSettled } from "./when-page-settled";

// Once per page load: a component mounted after the page settled (another page, a remount) need
// not wait again.
let settled = false;

/** False until the page has settled (`whenPageSettled`), then true for the rest of the page load. */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    return whenPageSettled(queryClient, () => {
      settled = true;
      setDone(true);
    });
  }, [done, queryClient]);
  return done;
}
