import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import { useTheme } from "@web/lib/theme-provider";
import { Monitor, Moon, Sun } from "lucide-react";

const LABELS = localized({ light: m.ui_themeLight, dark: m.ui_themeDark, system: m.ui_themeSystem });
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
        <Button variant="ghost" size="icon" aria-label={m.ui_themeButton({ theme: LABELS[theme] })}>
          <Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
