import type { Role } from "@domain/constants/accounts";
import type { TMe } from "@domain/schemas/accounts";
import { RealtimeProvider } from "@web/app/realtime-provider";
import { AppShell } from "./app-shell";
import { useDeviceSettings } from "./use-device-settings";

/**
 * Everything only a signed-in user needs: the live stream and the shell (top bar with search,
 * bell and menus, sidebar, drawer). The guarded layout loads this file on demand, so visitors on
 * the landing page and the catalogue never download it.
 */
export function SignedInShell({ me, role }: { me: TMe; role: Role }) {
  useDeviceSettings(me);
  return (
    <RealtimeProvider>
      <AppShell me={me} role={role} />
    </RealtimeProvider>
  );
}
