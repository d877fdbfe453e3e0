import type { Role } from "@domain/constants/accounts";
import {
  BadgeCheck,
  BookOpen,
  Building,
  ClipboardCheck,
  Database,
  Flag,
  FolderOpen,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Settings,
  SlidersHorizontal,
  Sparkles,
  Store,
  Users,
  Wallet,
} from "lucide-react";

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Each role's sidebar, in the spec's order (part 1, section 2: Application shell). */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  investor: [
    { to: "/investor/dashboard", label: "Dashboard", icon: LayoutDashboard },
    { to: "/businesses", label: "Businesses", icon: Building },
    { to: "/deals", label: "Deals", icon: Handshake },
    { to: "/investor/investments", label: "My Investments", icon: Wallet },
    { to: "/due-diligence", label: "Due Diligence", icon: ClipboardCheck },
    { to: "/investors", label: "Investors", icon: Users },
    { to: "/messages", label: "Messages", icon: MessageSquare },
    { to: "/matchmaking", label: "Deal Flow", icon: Sparkles },
    { to: "/investor/preferences", label: "Investment Preferences", icon: SlidersHorizontal },
    { to: "/resources", label: "Resources", icon: BookOpen },
    { to: "/settings", label: "Settings", icon: Settings },
  ],
  founder: [
    { to: "/founder/dashboard", label: "Dashboard", icon: LayoutDashboard },
    { to: "/founder/business", label: "My Business", icon: Store },
    { to: "/founder/campaigns", label: "Campaigns", icon: Megaphone },
    { to: "/businesses", label: "Businesses", icon: Building },
    { to: "/investors", label: "Investors", icon: Users },
    { to: "/messages", label: "Messages", icon: MessageSquare },
    { to: "/matchmaking", label: "Matchmaking", icon: Sparkles },
    { to: "/due-diligence", label: "Due Diligence", icon: ClipboardCheck },
    { to: "/founder/documents", label: "Documents", icon: FolderOpen },
    { to: "/resources", label: "Resources", icon: BookOpen },
    { to: "/settings", label: "Settings", icon: Settings },
  ],
  admin: [
    { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
    { to: "/admin/users", label: "Users", icon: Users },
    { to: "/businesses", label: "Businesses", icon: Building },
    { to: "/admin/campaigns", label: "Campaigns", icon: Megaphone },
    { to: "/admin/reports", label: "Reports", icon: Flag },
    { to: "/admin/verifications", label: "Verifications", icon: BadgeCheck },
    { to: "/admin/sample-data", label: "Sample Data", icon: Database },
  ],
};
