import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { AlertCircle } from "lucide-react";

/** A list or page that failed to load: the spec's words and a way to ask again. */
export function InlineError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-center gap-2 text-sm font-medium text-destructive">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {m.ui_tryAgain()}
        </Button>
      )}
    </div>
  );
}
