import type { TMessage } from "@domain/schemas/messaging";
import { cn } from "@web/lib/cn";
import { Check, CheckCheck } from "lucide-react";
import { FeeWarning } from "./fee-warning";

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
const timeOnly = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dateAndTime = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A bubble's time: the clock time today, with the date before that. */
function bubbleTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return (sameDay(at, now) ? timeOnly : dateAndTime).format(at);
}

/**
 * One message: the viewer's own on the right in the brand colour, the other side's on the left; at
 * most 70% wide. A received message the server flagged (`feeWarning`) has the fee-scam warning under it.
 */
export function MessageBubble({
  message,
  own,
  now,
  onReport,
}: {
  message: TMessage;
  own: boolean;
  now: Date;
  onReport?: (messageId: string) => void;
}) {
  return (
    <li className={cn("flex flex-col", own ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[70%] rounded-2xl px-3.5 py-2 shadow-xs",
          own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{own ? "You: " : ""}</span>
        <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
        <p
          className={cn(
            "mt-1 flex items-center justify-end gap-1 text-[11px]",
            own ? "text-primary-foreground" : "text-muted-foreground",
          )}
        >
          <time dateTime={message.createdAt}>{bubbleTime(message.createdAt, now)}</time>
          {own &&
            (message.readStatus ? (
              <>
                <CheckCheck className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Read</span>
              </>
            ) : (
              <>
                <Check className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Sent</span>
              </>
            ))}
        </p>
      </div>
      {!own && message.feeWarning && <FeeWarning messageId={message.id} onReport={onReport} />}
    </li>
  );
}
