import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import type { Theme } from "@web/lib/theme";
import { useTheme } from "@web/lib/theme-provider";
import { Monitor, Moon, Sun } from "lucide-react";

const LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

// The menu is on every page but rarely opened: its code comes when someone reaches for it.
const ThemeMenu = loadOnUse(() => import("@web/components/theme-menu").then((m) => m.ThemeMenu));

export function ThemeSwitcher() {
  const { theme } = useTheme();
  const Icon = ICONS[theme];
  return (
    <ThemeMenu
      labels={LABELS}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Theme: ${LABELS[theme]}. Change theme`}>
          <Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
