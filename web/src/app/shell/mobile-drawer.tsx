import { PORTAL_HEADINGS, type Role } from "@domain/constants/accounts";
import { PRODUCT_NAME } from "@domain/constants/shell";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { NavList } from "./nav-list";

/** Below 768 px the sidebar is this slide-in drawer, opened from the top bar's menu button. */
export function MobileDrawer({
  role,
  open,
  onOpenChange,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="mobile-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-card shadow-xl drawer-slide-in"
        >
          <div className="flex h-14 items-center justify-between border-b px-4">
            <Dialog.Title className="text-lg font-bold">{PRODUCT_NAME}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={m.app_closeMenu()}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {PORTAL_HEADINGS[role]}
          </Dialog.Description>
          <nav aria-label={PORTAL_HEADINGS[role]} className="flex-1 overflow-y-auto p-2">
            <NavList role={role} wide onNavigate={() => onOpenChange(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
