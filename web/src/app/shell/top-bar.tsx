import type { Role } from "@domain/constants/accounts";
import { PRODUCT_NAME } from "@domain/constants/shell";
import type { TMe } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { Button } from "@web/components/ui/button";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";
import { GlobalSearch, searchLabel } from "@web/features/search/components/global-search";
import { Menu, Search } from "lucide-react";
import { Link } from "react-router";
import { UserMenu } from "./user-menu";

const GlobalSearchDialog = loadOnUse(
  () => import("@web/features/search/components/global-search-dialog").then((m) => m.GlobalSearchDialog),
  "dialog",
);

export function TopBar({ me, role, onOpenMenu }: { me: TMe; role: Role; onOpenMenu: () => void }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 border-b bg-card px-2 sm:px-4">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label={m.app_openMenu()} onClick={onOpenMenu}>
        <Menu aria-hidden="true" />
      </Button>
      <Link to="/" className="px-2 text-xl font-bold tracking-tight text-primary">
        {PRODUCT_NAME}
      </Link>
      <GlobalSearch className="ml-auto hidden max-w-sm flex-1 sm:block" />
      <div className="ml-auto flex items-center gap-1 sm:ml-2">
        {/* Phones have no room for the box: the icon opens the same search in a dialog. */}
        <GlobalSearchDialog
          trigger={
            <Button variant="ghost" size="icon" className="sm:hidden" aria-label={searchLabel()}>
              <Search aria-hidden="true" />
            </Button>
          }
        />
        <ThemeSwitcher />
        <NotificationBell />
        <UserMenu me={me} role={role} />
      </div>
    </header>
  );
}
