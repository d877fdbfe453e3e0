import { PORTAL_HEADINGS, type Role } from "@domain/constants/accounts";
import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { PanelLeft } from "lucide-react";
import { NavList } from "./nav-list";
import { useSidebarMode } from "./use-sidebar-mode";

const ModeMenu = loadOnUse(() => import("@web/app/shell/sidebar-mode-menu").then((m) => m.SidebarModeMenu));

const MODE_LABELS = localized({
  expanded: m.app_sidebarExpanded,
  collapsed: m.app_sidebarCollapsed,
  hover: m.app_sidebarHover,
});

/** The desktop sidebar (768 px and wider). In hover mode it widens over the page instead of pushing it. */
export function Sidebar({ role }: { role: Role }) {
  const { mode, setMode, wide, hoverHandlers } = useSidebarMode();
  return (
    <div
      className={cn(
        "relative hidden shrink-0 transition-[width] duration-200 md:block",
        mode === "expanded" ? "w-64" : "w-16",
      )}
    >
      <aside
        data-testid="sidebar"
        data-mode={mode}
        data-wide={wide}
        {...hoverHandlers}
        className={cn(
          "fixed top-14 bottom-0 left-0 z-30 flex flex-col border-r bg-card transition-[width] duration-200",
          wide ? "w-64" : "w-16",
          mode === "hover" && wide && "shadow-xl",
        )}
      >
        <nav aria-label={PORTAL_HEADINGS[role]} className="flex-1 overflow-y-auto p-2">
          <p
            className={cn(
              "px-3 pt-2 pb-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground",
              !wide && "sr-only",
            )}
          >
            {PORTAL_HEADINGS[role]}
          </p>
          <NavList role={role} wide={wide} />
        </nav>
        <div className="border-t p-2">
          <ModeMenu
            mode={mode}
            labels={MODE_LABELS}
            onModeChange={setMode}
            trigger={
              <Button
                variant="ghost"
                className={cn("w-full justify-start", !wide && "justify-center px-0")}
                aria-label={m.app_sidebarModeLabel({ mode: MODE_LABELS[mode] })}
              >
                <PanelLeft aria-hidden="true" />
                {wide && <span>{m.app_sidebarModeText({ mode: MODE_LABELS[mode] })}</span>}
              </Button>
            }
          />
        </div>
      </aside>
    </div>
  );
}
