import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { THEMES, type Theme } from "@web/lib/theme";
import { useTheme } from "@web/lib/theme-provider";
import type { ReactElement } from "react";

/** The theme menu (Radix), loaded by ThemeSwitcher on first use and open at once. */
export function ThemeMenu({ trigger, labels }: { trigger: ReactElement; labels: Record<Theme, string> }) {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((t) => (
            <DropdownMenuRadioItem key={t} value={t}>
              {labels[t]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
