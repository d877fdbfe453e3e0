import { PRODUCT_NAME, type Role } from "@domain/constants";
import type { TMe } from "@domain/schemas/auth";
import { Bell, Menu, Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { Input } from "../../components/ui/input";
import { UserMenu } from "./user-menu";

export function TopBar({ me, role, onOpenMenu }: { me: TMe; role: Role; onOpenMenu: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const term = query.trim();
    navigate(term ? `/businesses?search=${encodeURIComponent(term)}` : "/businesses");
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 border-b bg-card px-2 sm:px-4">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu aria-hidden="true" />
      </Button>
      <Link to="/" className="px-2 text-xl font-bold tracking-tight text-primary">
        {PRODUCT_NAME}
      </Link>
      <search className="ml-auto hidden max-w-sm flex-1 sm:block">
        <form onSubmit={onSearch}>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search startups"
              placeholder="Search startups…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-9"
            />
          </div>
        </form>
      </search>
      <div className="ml-auto flex items-center gap-1 sm:ml-2">
        {/* Phones have no room for the box: the icon opens the catalogue, whose search is the same. */}
        <Button asChild variant="ghost" size="icon" className="sm:hidden">
          <Link to="/businesses" aria-label="Search startups">
            <Search aria-hidden="true" />
          </Link>
        </Button>
        <ThemeSwitcher />
        {/* The bell's slot: the notifications area fills this menu with the user's latest notifications. */}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Notifications">
              <Bell aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-72">
            <DropdownMenuLabel>Notifications</DropdownMenuLabel>
            <p className="px-2 pb-3 text-sm text-muted-foreground">No notifications yet.</p>
          </DropdownMenuContent>
        </DropdownMenu>
        <UserMenu me={me} role={role} />
      </div>
    </header>
  );
}
