import type { Role } from "@domain/constants/accounts";
import { m } from "@i18n/messages";
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
  ListChecks,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Store,
  Users,
  Wallet,
} from "lucide-react";

/** `label` is a message, read in the reader's language when the sidebar renders. */
export type NavItem = { to: string; label: () => string; icon: LucideIcon };

/** Each role's sidebar, in the spec's order (part 1, section 2: Application shell). */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  investor: [
    { to: "/investor/dashboard", label: m.app_navDashboard, icon: LayoutDashboard },
    { to: "/businesses", label: m.app_navBusinesses, icon: Building },
    { to: "/deals", label: m.app_navDeals, icon: Handshake },
    { to: "/investor/investments", label: m.app_navMyInvestments, icon: Wallet },
    { to: "/due-diligence", label: m.app_navDueDiligence, icon: ClipboardCheck },
    { to: "/investors", label: m.app_navInvestors, icon: Users },
    { to: "/messages", label: m.app_navMessages, icon: MessageSquare },
    { to: "/matchmaking", label: m.app_navDealFlow, icon: Sparkles },
    { to: "/investor/preferences", label: m.app_navInvestmentPreferences, icon: SlidersHorizontal },
    { to: "/resources", label: m.app_navResources, icon: BookOpen },
    { to: "/settings", label: m.app_navSettings, icon: Settings },
  ],
  founder: [
    { to: "/founder/dashboard", label: m.app_navDashboard, icon: LayoutDashboard },
    { to: "/founder/business", label: m.app_navMyBusiness, icon: Store },
    { to: "/founder/campaigns", label: m.app_navCampaigns, icon: Megaphone },
    { to: "/businesses", label: m.app_navBusinesses, icon: Building },
    { to: "/investors", label: m.app_navInvestors, icon: Users },
    { to: "/messages", label: m.app_navMessages, icon: MessageSquare },
    { to: "/matchmaking", label: m.app_navMatchmaking, icon: Sparkles },
    { to: "/due-diligence", label: m.app_navDueDiligence, icon: ClipboardCheck },
    { to: "/founder/documents", label: m.app_navDocuments, icon: FolderOpen },
    { to: "/resources", label: m.app_navResources, icon: BookOpen },
    { to: "/settings", label: m.app_navSettings, icon: Settings },
  ],
  admin: [
    { to: "/admin/dashboard", label: m.app_navDashboard, icon: LayoutDashboard },
    { to: "/admin/users", label: m.app_navUsers, icon: Users },
    { to: "/businesses", label: m.app_navBusinesses, icon: Building },
    { to: "/admin/campaigns", label: m.app_navCampaigns, icon: Megaphone },
    { to: "/admin/reports", label: m.app_navReports, icon: Flag },
    { to: "/admin/verifications", label: m.app_navVerifications, icon: BadgeCheck },
    { to: "/admin/security", label: m.app_navSecurityLog, icon: ShieldCheck },
    { to: "/admin/jobs", label: m.app_navJobs, icon: ListChecks },
    { to: "/admin/sample-data", label: m.app_navSampleData, icon: Database },
  ],
};
