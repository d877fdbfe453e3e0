import { m } from "@i18n/messages";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import type { ReactElement } from "react";
import { SIDEBAR_MODES, type SidebarMode } from "./use-sidebar-mode";

/** The sidebar's mode menu (Radix), loaded by the sidebar on first use and open at once. */
export function SidebarModeMenu({
  trigger,
  mode,
  labels,
  onModeChange,
}: {
  trigger: ReactElement;
  mode: SidebarMode;
  labels: Record<SidebarMode, string>;
  onModeChange: (mode: SidebarMode) => void;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start">
        <DropdownMenuLabel>{m.app_sidebar()}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={mode} onValueChange={(v) => onModeChange(v as SidebarMode)}>
          {SIDEBAR_MODES.map((m) => (
            <DropdownMenuRadioItem key={m} value={m}>
              {labels[m]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
