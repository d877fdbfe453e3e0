import { DELAYS_MS } from "@web/lib/screen-constants";
import { useEffect, useState } from "react";

// The spec's guard waits an extra 500 ms for the role check after the session loads. It is
// paid once per page load, not on every navigation inside the app.
let roleCheckDone = false;

export function useRoleCheckDone(sessionLoaded: boolean): boolean {
  const [done, setDone] = useState(roleCheckDone);
  useEffect(() => {
    if (!sessionLoaded || done) return;
    const timer = setTimeout(() => {
      roleCheckDone = true;
      setDone(true);
    }, DELAYS_MS.routeGuardRoleCheck);
    return () => clearTimeout(timer);
  }, [sessionLoaded, done]);
  return done;
}
