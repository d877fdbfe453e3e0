import { m } from "@i18n/messages";
import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

export type QuickLink = { to: string; label: string; text: string; icon: LucideIcon };

/** The row of shortcut cards at the top of each role's dashboard. */
export function QuickLinks({ links }: { links: ReadonlyArray<QuickLink> }) {
  return (
    <nav aria-label={m.ui_quickLinks()}>
      <ul className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {links.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
              <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
