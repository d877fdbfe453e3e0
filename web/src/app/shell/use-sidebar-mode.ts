import { DELAYS_MS } from "@web/lib/screen-constants";
import { useEffect, useRef, useState } from "react";

export const SIDEBAR_MODES = ["expanded", "collapsed", "hover"] as const;
export type SidebarMode = (typeof SIDEBAR_MODES)[number];
const STORAGE_KEY = "sidebar-mode";

function readMode(): SidebarMode {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return SIDEBAR_MODES.includes(value as SidebarMode) ? (value as SidebarMode) : "expanded";
  } catch {
    return "expanded";
  }
}

/**
 * The sidebar's mode, kept across visits, and whether it is drawn wide right now: always in
 * expanded mode, never in collapsed mode, and in hover mode while the pointer is over it
 * (collapsing 300 ms after it leaves, so a brief slip off the edge does not snap it shut).
 */
export function useSidebarMode() {
  const [mode, setModeState] = useState<SidebarMode>(readMode);
  const [hovering, setHovering] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const setMode = (next: SidebarMode) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      /* keep it for this page only */
    }
    setHovering(false);
    setModeState(next);
  };

  const hoverHandlers = {
    onMouseEnter: () => {
      clearTimeout(leaveTimer.current);
      setHovering(true);
    },
    onMouseLeave: () => {
      clearTimeout(leaveTimer.current);
      leaveTimer.current = setTimeout(() => setHovering(false), DELAYS_MS.sidebarHoverCollapse);
    },
  };

  const wide = mode === "expanded" || (mode === "hover" && hovering);
  return { mode, setMode, wide, hoverHandlers: mode === "hover" ? hoverHandlers : {} };
}
