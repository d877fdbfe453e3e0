import type { TSecurityEvent } from "@domain/security-events/security-event-schemas";
import { SECURITY_TEXTS as T } from "@web/features/admin/texts";
import { useMediaQuery } from "@web/lib/use-media-query";
import { addressLine, byLine, EventDetail, EventKind, EventPerson, EventTime } from "./security-event-parts";

/** The security log: a table where there is room for one, a card per event on a phone. */
export function SecurityEventList({ events, busy }: { events: TSecurityEvent[]; busy: boolean }) {
  const wide = useMediaQuery("(min-width: 768px)");
  if (!wide) {
    return (
      <ul className="space-y-3" aria-label={T.listLabel} aria-busy={busy}>
        {events.map((event) => (
          <li key={event.id} className="space-y-2 rounded-xl border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <EventKind kind={event.kind} />
              <span className="text-xs text-muted-foreground">
                <EventTime at={event.createdAt} />
              </span>
            </div>
            <EventPerson person={event.user} />
            {(event.actor || event.ip) && (
              <p className="text-xs text-muted-foreground">
                {[byLine(event), addressLine(event)].filter(Boolean).join(" · ")}
              </p>
            )}
            <EventDetail detail={event.detail} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-left text-sm" aria-busy={busy}>
        <caption className="sr-only">{T.listLabel}</caption>
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {T.time}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {T.event}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {T.user}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {T.by}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {T.address}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {T.detail}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                <EventTime at={event.createdAt} />
              </td>
              <td className="px-4 py-3">
                <EventKind kind={event.kind} />
              </td>
              <td className="max-w-56 px-4 py-3">
                <EventPerson person={event.user} />
              </td>
              <td className="max-w-56 px-4 py-3">{event.actor && <EventPerson person={event.actor} />}</td>
              <td className="px-4 py-3 font-mono text-xs">{event.ip}</td>
              <td className="max-w-72 px-4 py-3">
                <EventDetail detail={event.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
