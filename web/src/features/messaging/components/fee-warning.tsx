import { Button } from "@web/components/ui/button";
import { FEE_WARNING_TEXTS as T } from "@web/features/messaging/texts";
import { Flag, ShieldAlert } from "lucide-react";

/**
 * The warning under a message that asks the founder for money up front. The Report button shows
 * only when the page gives `onReport` (the reports dialog lives in another area): never a button
 * that does nothing.
 */
export function FeeWarning({ messageId, onReport }: { messageId: string; onReport?: (messageId: string) => void }) {
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
        {onReport && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-1 border-amber-600/50 bg-transparent hover:bg-amber-100 hover:text-amber-950 dark:border-amber-300/40 dark:hover:bg-amber-400/15 dark:hover:text-amber-100"
            aria-label={T.reportLabel}
            onClick={() => onReport(messageId)}
          >
            <Flag aria-hidden="true" />
            {T.report}
          </Button>
        )}
      </div>
    </div>
  );
}
