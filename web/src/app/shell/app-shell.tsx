import type { Role } from "@domain/constants/accounts";
import type { TMe } from "@domain/schemas/accounts";
import { lazy, Suspense, useState } from "react";
import { Outlet } from "react-router";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

// The phone drawer (a Radix dialog) is fetched the first time someone opens it.
const MobileDrawer = lazy(() => import("@web/app/shell/mobile-drawer").then((m) => ({ default: m.MobileDrawer })));

/** The frame of every signed-in page: top bar, the role's sidebar (a drawer on phones), the page. */
export function AppShell({ me, role }: { me: TMe; role: Role }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  return (
    <div className="min-h-dvh">
      <TopBar me={me} role={role} onOpenMenu={openDrawer} />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer role={role} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
      <div className="flex pt-14">
        <Sidebar role={role} />
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
