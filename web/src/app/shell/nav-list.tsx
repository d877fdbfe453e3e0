import type { Role } from "@domain/constants/accounts";
import { cn } from "@web/lib/cn";
import { NavLink } from "react-router";
import { NAV_ITEMS } from "./nav-items";

/** The role's links; in narrow form only icons show, and the label stays for screen readers and as a tooltip. */
export function NavList({ role, wide, onNavigate }: { role: Role; wide: boolean; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {NAV_ITEMS[role].map(({ to, label: labelOf, icon: Icon }) => {
        const label = labelOf();
        return (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              title={wide ? undefined : label}
              className={({ isActive }) =>
                cn(
                  "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive
                    ? "bg-primary text-primary-foreground"
                    : "text-foreground hover:bg-accent hover:text-accent-foreground",
                  !wide && "justify-center px-0",
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn("truncate", !wide && "sr-only")}>{label}</span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
