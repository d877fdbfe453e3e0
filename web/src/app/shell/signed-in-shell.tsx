import type { Role } from "@domain/constants/accounts";
import type { TMe } from "@domain/schemas/accounts";
import { useQueryClient } from "@tanstack/react-query";
import { RealtimeProvider } from "@web/app/realtime-provider";
import { adoptProfileLocale } from "@web/lib/i18n";
import { meQueryKey } from "@web/lib/session";
import { adoptBrowserTimeZone } from "@web/lib/time-zone";
import { useEffect } from "react";
import { AppShell } from "./app-shell";

/**
 * Everything only a signed-in user needs: the live stream and the shell (top bar with search,
 * bell and menus, sidebar, drawer). The guarded layout loads this file on demand, so visitors on
 * the landing page and the catalogue never download it.
 */
export function SignedInShell({ me, role }: { me: TMe; role: Role }) {
  const queryClient = useQueryClient();
  // A language saved on the profile (chosen on another device) wins over this device's; a time
  // zone not saved yet is this device's (the e-mails' meeting times follow it).
  useEffect(() => {
    if (adoptProfileLocale(me)) return;
    void adoptBrowserTimeZone(me).then((timeZone) => {
      if (timeZone) queryClient.setQueryData<TMe | null>(meQueryKey, (old) => (old ? { ...old, timeZone } : old));
    });
  }, [me, queryClient]);
  return (
    <RealtimeProvider>
      <AppShell me={me} role={role} />
    </RealtimeProvider>
  );
}
