import type { TResponseBadge } from "@domain/responsiveness/response-badge-schema";
import { RESPONSE_BADGE_MESSAGES, responseBadgeExplanation, responseBadgeLines } from "@domain/responsiveness/texts";
import { badgeVariants } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { MessageCircleReply } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useState } from "react";

/**
 * How someone answers first messages and interest (decision 029), from the figures the server sends
 * only once they rest on enough cases. A card shows the most telling line; a profile shows them all.
 * What the figures rest on opens on hover, on keyboard focus and on a tap (phones have no hover),
 * and Escape closes it (Radix Tooltip; the trigger is described by it for screen readers).
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
  if (!badge) return null;
  const lines = responseBadgeLines(badge);
  const shown = variant === "card" ? lines.slice(0, 1) : lines;
  if (shown.length === 0) return null;
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={(event) => {
              // Radix closes a tooltip on a click of its trigger; here a tap is how a phone opens it.
              event.preventDefault();
              setOpen((was) => !was);
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
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-md border bg-card px-3 py-2 text-xs leading-relaxed text-card-foreground shadow-md"
          >
            {variant === "card" && lines.length > 1 && (
              <ul className="mb-1.5 list-disc space-y-0.5 pl-4 font-medium">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <p>{responseBadgeExplanation(badge)}</p>
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
