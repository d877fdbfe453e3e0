import type { Role } from "@domain/constants/accounts";
import { initialsOf } from "@domain/format";
import { PROFILE_PATHS } from "@domain/permissions";
import type { TMe } from "@domain/schemas/accounts";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { useSignOutFlow } from "@web/features/accounts/use-sign-out-flow";
import { Briefcase, CircleUser, LogOut, SlidersHorizontal, Sparkles } from "lucide-react";
import { useNavigate } from "react-router";

/** The avatar menu of the top bar, with the links the spec lists for each role. */
export function UserMenu({ me, role }: { me: TMe; role: Role }) {
  const navigate = useNavigate();
  const { signOut } = useSignOutFlow();
  const name = me.profile?.fullName ?? me.user.name;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={`Account menu for ${name}`}>
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {initialsOf(name) || "?"}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{me.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(PROFILE_PATHS[role])}>
          <CircleUser aria-hidden="true" /> Profile
        </DropdownMenuItem>
        {role === "investor" && (
          <DropdownMenuItem onSelect={() => navigate("/investor/preferences")}>
            <SlidersHorizontal aria-hidden="true" /> Investment Preferences
          </DropdownMenuItem>
        )}
        {role === "founder" && (
          <DropdownMenuItem onSelect={() => navigate("/founder/business")}>
            <Briefcase aria-hidden="true" /> My Business
          </DropdownMenuItem>
        )}
        {role !== "admin" && (
          <DropdownMenuItem onSelect={() => navigate("/settings")}>
            <Sparkles aria-hidden="true" /> Algorithm Settings
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
