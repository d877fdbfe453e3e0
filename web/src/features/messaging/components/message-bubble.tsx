import { perLocale } from "@domain/format";
import type { TMessage } from "@domain/schemas/messaging";
import { MESSAGING_TEXTS as T } from "@web/features/messaging/texts";
import { Check, CheckCheck } from "lucide-react";
import type { ReactNode } from "react";
import { FeeWarning } from "./fee-warning";

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
const timeOnly = perLocale((l) => new Intl.DateTimeFormat(l, { hour: "numeric", minute: "2-digit" }));
const dateAndTime = perLocale(
  (l) => new Intl.DateTimeFormat(l, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
);

/** A bubble's time: the clock time today, with the date before that. */
function bubbleTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return (sameDay(at, now) ? timeOnly : dateAndTime)().format(at);
}

/**
 * One message: the viewer's own on the right in the brand colour, the other side's on the left; at
 * most 70% wide. A received message the server flagged (`feeWarning`) has the fee-scam warning under
 * it, which then holds the message's actions instead of the bubble.
 */
export function MessageBubble({
  message,
  own,
  now,
  actions,
}: {
  message: TMessage;
  own: boolean;
  now: Date;
  /** With a received message: what the viewer may do with it (Report). */
  actions?: ReactNode;
}) {
  const warned = !own && message.feeWarning === true;
  return (
    <li className={`flex flex-col ${own ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[70%] rounded-2xl px-3.5 py-2 shadow-xs ${
          own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground"
        }`}
      >
        <span className="sr-only">{own ? `${T.you} ` : ""}</span>
        <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
        <p
          className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${
            own ? "text-primary-foreground" : "text-muted-foreground"
          }`}
        >
          {actions && !warned && <span className="mr-auto">{actions}</span>}
          <time dateTime={message.createdAt}>{bubbleTime(message.createdAt, now)}</time>
          {own &&
            (message.readStatus ? (
              <>
                <CheckCheck className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{T.read}</span>
              </>
            ) : (
              <>
                <Check className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{T.sent}</span>
              </>
            ))}
        </p>
      </div>
      {warned && <FeeWarning action={actions} />}
    </li>
  );
}
