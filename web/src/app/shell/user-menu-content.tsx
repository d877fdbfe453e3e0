import type { Role } from "@domain/constants/accounts";
import { PROFILE_PATHS } from "@domain/permissions";
import type { TMe } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { LanguageMenuGroup } from "@web/components/language-menu-group";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { useSignOutFlow } from "@web/features/accounts/use-sign-out-flow";
import {
  BookOpen,
  Briefcase,
  CircleHelp,
  CircleUser,
  LogOut,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
} from "lucide-react";
import type { ReactElement } from "react";
import { useNavigate } from "react-router";

/** The avatar menu's content (Radix), loaded by UserMenu on first use and open at once. */
export function UserMenuContent({ me, role, trigger }: { me: TMe; role: Role; trigger: ReactElement }) {
  const navigate = useNavigate();
  const { signOut } = useSignOutFlow();
  const name = me.profile?.fullName ?? me.user.name;
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{me.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(PROFILE_PATHS[role])}>
          <CircleUser aria-hidden="true" /> {m.app_menuProfile()}
        </DropdownMenuItem>
        {role === "investor" && (
          <DropdownMenuItem onSelect={() => navigate("/investor/preferences")}>
            <SlidersHorizontal aria-hidden="true" /> {m.app_navInvestmentPreferences()}
          </DropdownMenuItem>
        )}
        {role === "founder" && (
          <DropdownMenuItem onSelect={() => navigate("/founder/business")}>
            <Briefcase aria-hidden="true" /> {m.app_navMyBusiness()}
          </DropdownMenuItem>
        )}
        {role !== "admin" && (
          <DropdownMenuItem onSelect={() => navigate("/settings")}>
            <Sparkles aria-hidden="true" /> {m.app_titleAlgorithmSettings()}
          </DropdownMenuItem>
        )}
        {/* The spec's admin sidebar has no Resources: admins reach it, /help and /support from here. */}
        {role === "admin" && (
          <DropdownMenuItem onSelect={() => navigate("/resources")}>
            <BookOpen aria-hidden="true" /> {m.app_navResources()}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => navigate("/account/security")}>
          <ShieldCheck aria-hidden="true" /> {m.app_titleSignInSecurity()}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/help")}>
          <CircleHelp aria-hidden="true" /> {m.app_menuHelpSupport()}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <LanguageMenuGroup />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" /> {m.app_menuLogOut()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
