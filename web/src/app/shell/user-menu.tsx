import type { Role } from "@domain/constants/accounts";
import { initialsOf } from "@domain/format";
import type { TMe } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";

const Menu = loadOnUse(() => import("@web/app/shell/user-menu-content").then((m) => m.UserMenuContent));

/** The avatar menu of the top bar, with the links the spec lists for each role (its code loads on first use). */
export function UserMenu({ me, role }: { me: TMe; role: Role }) {
  const name = me.profile?.fullName ?? me.user.name;
  return (
    <Menu
      me={me}
      role={role}
      trigger={
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={m.app_accountMenuFor({ name })}>
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {initialsOf(name) || "?"}
          </span>
        </Button>
      }
    />
  );
}
