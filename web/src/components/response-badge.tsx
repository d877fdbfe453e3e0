import type { TResponseBadge } from "@domain/responsiveness/response-badge-schema";
import { RESPONSE_BADGE_MESSAGES, responseBadgeExplanation, responseBadgeLines } from "@domain/responsiveness/texts";
import { badgeVariants } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { MessageCircleReply } from "lucide-react";
import { useId, useState } from "react";

/**
 * How someone answers first messages and interest (decision 029), from the figures the server sends
 * only once they rest on enough cases. A card shows the most telling line; a profile shows them all.
 * What the figures rest on opens on hover, on keyboard focus and on a tap (phones have no hover),
 * and Escape closes it; the open explanation describes the trigger for screen readers. Plain
 * elements, not a tooltip library: the badge is on the visitor's catalogue, whose first load
 * carries no positioning library (the web budgets).
 */
export function ResponseBadge({
  badge,
  variant = "card",
  className,
}: {
  badge: TResponseBadge | null;
  variant?: "card" | "full";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  if (!badge) return null;
  const lines = responseBadgeLines(badge);
  const shown = variant === "card" ? lines.slice(0, 1) : lines;
  if (shown.length === 0) return null;
  return (
    <span className="relative inline-block max-w-full">
      <button
        type="button"
        aria-describedby={open ? tipId : undefined}
        aria-expanded={open}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        // A tap is how a phone opens it (phones have no hover).
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
        aria-label={`${RESPONSE_BADGE_MESSAGES.label}: ${shown.join(". ")}`}
        className={cn(
          badgeVariants({ variant: "outline" }),
          "h-auto max-w-full cursor-help gap-1.5 border-emerald-600/40 bg-emerald-50 text-left whitespace-normal text-emerald-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
          variant === "full" && "flex-col items-start gap-0.5 rounded-lg px-3 py-1.5",
          className,
        )}
      >
        {shown.map((line, n) => (
          <span key={line} className="inline-flex items-center gap-1.5">
            {n === 0 && <MessageCircleReply className="size-3.5 shrink-0" aria-hidden="true" />}
            {line}
          </span>
        ))}
      </button>
      {open && (
        <span
          id={tipId}
          role="tooltip"
          className="absolute top-full left-0 z-50 mt-1.5 block w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-md border bg-card px-3 py-2 text-xs leading-relaxed text-card-foreground shadow-md"
        >
          {variant === "card" && lines.length > 1 && (
            <span className="mb-1.5 block font-medium">
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          )}
          <span className="block">{responseBadgeExplanation(badge)}</span>
        </span>
      )}
    </span>
  );
}
