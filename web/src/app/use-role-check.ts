import { DELAYS_MS } from "@web/lib/screen-constants";
import { startTransition, useEffect, useState } from "react";

// The spec's guard shows its spinner for a 500 ms role check besides the session's loading.
// Decision 036: the check's 500 ms run from the page load's start (this module is in the entry,
// evaluated as the session request goes out), beside the session request, instead of after its
// answer; so the spinner lasts until the session has loaded and at least 500 ms have passed,
// never 500 ms more than the session. It is paid once per page load, not on every navigation.
const checkStartedAt = performance.now();
let roleCheckDone = false;

/** The time left of the role check, in ms (0 once it is over). */
export function roleCheckRemainingMs(now: number = performance.now()): number {
  return Math.max(0, checkStartedAt + DELAYS_MS.routeGuardRoleCheck - now);
}

export function useRoleCheckDone(sessionLoaded: boolean): boolean {
  const [done, setDone] = useState(roleCheckDone);
  useEffect(() => {
    if (!sessionLoaded || done) return;
    const finish = () => {
      roleCheckDone = true;
      // A transition: the signed-in shell and the page render in slices of a few milliseconds,
      // the spinner staying meanwhile, instead of in one long task (docs/performance.md item 31).
      startTransition(() => setDone(true));
    };
    const remaining = roleCheckRemainingMs();
    if (remaining === 0) {
      finish();
      return;
    }
    const timer = setTimeout(finish, remaining);
    return () => clearTimeout(timer);
  }, [sessionLoaded, done]);
  return done;
}
