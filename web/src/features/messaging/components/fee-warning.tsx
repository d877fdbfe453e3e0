import { FEE_WARNING_TEXTS as T } from "@web/features/messaging/texts";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The warning under a message that asks the founder for money up front, with the message's
 * actions (the reports area's Report, composed in by the app; none without it).
 */
export function FeeWarning({ action }: { action?: ReactNode }) {
  return (
    <div
      role="note"
      aria-label={T.label}
      className="mt-1 flex max-w-[85%] gap-2.5 rounded-lg border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 sm:max-w-[70%] dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{T.title}</p>
        <p>{T.body}</p>
        {action && <div className="pt-1">{action}</div>}
      </div>
    </div>
  );
}
