import { formatDateTime } from "@domain/format";
import type { TSecurityEvent } from "@domain/security-events/security-event-schemas";
import { m } from "@i18n/messages";
import { Badge } from "@web/components/ui/badge";
import { SECURITY_EVENT_LABELS, SECURITY_TEXTS as T } from "@web/features/admin/texts";

// The pieces of one security event, shared by the wide table and the narrow cards.

/** Refusals and locks stand out from the routine sign-ins. */
const WARNING_KINDS: ReadonlySet<TSecurityEvent["kind"]> = new Set([
  "sign_in_failed",
  "account_sign_in_locked",
  "totp_replay_refused",
  "user_banned",
  "document_link_refused",
  "upload_refused_by_scanner",
]);

export function EventKind({ kind }: { kind: TSecurityEvent["kind"] }) {
  return (
    <Badge
      variant={WARNING_KINDS.has(kind) ? "outline" : "secondary"}
      className={WARNING_KINDS.has(kind) ? "border-destructive text-destructive" : undefined}
    >
      {SECURITY_EVENT_LABELS[kind]}
    </Badge>
  );
}

export function EventTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

/** A name over its e-mail, or "No account" for an attempt that named none. */
export function EventPerson({ person }: { person: TSecurityEvent["user"] }) {
  if (!person) return <span className="text-muted-foreground">{T.noAccount}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{person.fullName}</span>
      <span className="truncate text-xs text-muted-foreground">{person.email}</span>
    </span>
  );
}

/** The event's facts as the server recorded them (a reason, an e-mail tried, a role). */
export function EventDetail({ detail }: { detail: TSecurityEvent["detail"] }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return null;
  return (
    <dl className="space-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="flex min-w-0 gap-1.5">
          <dt className="shrink-0 font-mono text-muted-foreground">{key}</dt>
          <dd className="min-w-0 break-words">{value === null ? "—" : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export const byLine = (event: TSecurityEvent) =>
  event.actor ? m.admin_securityByLine({ name: event.actor.fullName }) : null;
export const addressLine = (event: TSecurityEvent) => (event.ip ? m.admin_securityAddressLine({ ip: event.ip }) : null);
