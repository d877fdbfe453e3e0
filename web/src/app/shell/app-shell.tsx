import type { Role } from "@domain/constants/accounts";
import type { TMe } from "@domain/schemas/accounts";
import { useState } from "react";
import { Outlet } from "react-router";
import { MobileDrawer } from "./mobile-drawer";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

/** The frame of every signed-in page: top bar, the role's sidebar (a drawer on phones), the page. */
export function AppShell({ me, role }: { me: TMe; role: Role }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-dvh">
      <TopBar me={me} role={role} onOpenMenu={() => setDrawerOpen(true)} />
      <MobileDrawer role={role} open={drawerOpen} onOpenChange={setDrawerOpen} />
      <div className="flex pt-14">
        <Sidebar role={role} />
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
