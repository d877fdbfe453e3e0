import type { TMe } from "@domain/schemas/accounts";
import { useQueryClient } from "@tanstack/react-query";
import { adoptProfileLocale } from "@web/lib/i18n";
import { meQueryKey } from "@web/lib/session";
import { adoptBrowserTimeZone } from "@web/lib/time-zone";
import { whenPageSettled } from "@web/lib/when-page-settled";
import { useEffect } from "react";

/**
 * Settles what differs between the signed-in user's profile and this device. A language saved
 * on the profile (chosen on another device) wins over this device's; a time zone not saved yet is
 * this device's (the e-mails' meeting times follow it). Reading the device's zone builds the
 * page's first Intl object, which loads the engine's locale data (60-110 ms in Chromium at full speed,
 * docs/performance.md item 20), so it waits until the page has loaded and its data has answered.
 */
export function useDeviceSettings(me: TMe) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (adoptProfileLocale(me) || me.timeZone !== null) return;
    return whenPageSettled(queryClient, () => {
      void adoptBrowserTimeZone(me).then((timeZone) => {
        if (timeZone) queryClient.setQueryData<TMe | null>(meQueryKey, (old) => (old ? { ...old, timeZone } : old));
      });
    });
  }, [me, queryClient]);
}
