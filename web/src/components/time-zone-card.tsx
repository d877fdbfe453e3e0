import { currentLocale, INTL_LOCALES } from "@domain/i18n/locales";
import { timeZoneNames, UTC } from "@domain/i18n/time-zones";
import type { TMe } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { meQueryKey, useMe } from "@web/lib/session";
import { browserTimeZone, saveTimeZone } from "@web/lib/time-zone";
import { toast } from "@web/lib/toast";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Button } from "./ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card";
import { SelectField } from "./ui/select-field";

/** "Africa/Lagos (GMT+1)": the zone's name as people read it, and its offset from UTC today. */
function zoneLabel(zone: string, now: Date, intlLocale: string): string {
  const name = zone.replaceAll("_", " ");
  if (zone === UTC) return name;
  try {
    const offset = new Intl.DateTimeFormat(intlLocale, { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(now)
      .find((part) => part.type === "timeZoneName")?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}

/**
 * The user's time zone on their profile page (decision 030): the meeting invitations and reminders
 * they get by e-mail show times in it. Set to the device's at the first signed-in page; changed here.
 */
export function TimeZoneCard() {
  const me = useMe();
  const queryClient = useQueryClient();
  const saved = me.data?.timeZone ?? null;
  const device = browserTimeZone();
  const [choice, setChoice] = useState(saved ?? device ?? UTC);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (saved) setChoice(saved);
  }, [saved]);
  // Over 400 zones, each labelled through an Intl formatter of its own (about 0.2 s): the list is
  // built when the select is first reached (focus comes before a native select opens), and until
  // then it holds the chosen zone alone. The server may keep a zone under a name this browser lists
  // differently (an alias): it is offered too.
  const [listed, setListed] = useState(false);
  const options = useMemo(() => {
    const now = new Date();
    const intlLocale = INTL_LOCALES[currentLocale()];
    const names = listed ? timeZoneNames() : [choice];
    const all = saved && !names.includes(saved) ? [saved, ...names] : names;
    return all.map((zone) => ({ zone, label: zoneLabel(zone, now, intlLocale) }));
  }, [listed, saved, choice]);
  const list = () => setListed(true);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const timeZone = await saveTimeZone(choice);
      queryClient.setQueryData<TMe | null>(meQueryKey, (old) => (old ? { ...old, timeZone } : old));
      toast.success(m.ui_timeZoneSaved());
    } catch (error) {
      toast.error(m.ui_timeZoneError(), { description: errorMessageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.ui_timeZoneTitle()}</CardTitle>
        <CardDescription>{m.ui_timeZoneDescription()}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" aria-busy={saving}>
          <SelectField
            id="time-zone"
            label={m.ui_timeZoneLabel()}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            onFocus={list}
            onPointerDown={list}
            hint={device && device !== choice ? m.ui_timeZoneDevice({ zone: device.replaceAll("_", " ") }) : undefined}
          >
            {options.map((option) => (
              <option key={option.zone} value={option.zone}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <div className="flex justify-end">
            <Button type="submit" disabled={saving || me.isPending} className="w-full sm:w-auto">
              {m.ui_timeZoneSave()}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
