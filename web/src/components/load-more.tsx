import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { InlineError } from "./inline-error";

/** The foot of a paged list: how much is shown, the next page on request, and its error if it failed. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  failed,
  errorMessage,
  onLoad,
}: {
  /** How many are shown of how many: said above the button when the list knows its total. */
  shown?: number;
  /** A number, or a total as written ("1,000+" for a capped count). */
  total?: number | string;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  errorMessage: string;
  onLoad: () => void;
}) {
  if (failed) {
    return (
      <div className="mt-4">
        <InlineError message={errorMessage} onRetry={onLoad} />
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {shown !== undefined && total !== undefined && (
        <p className="text-sm text-muted-foreground">{m.ui_showingOf({ shown, total })}</p>
      )}
      <Button variant="outline" onClick={onLoad} disabled={loading}>
        {loading ? m.ui_loadingMore() : m.ui_loadMore()}
      </Button>
    </div>
  );
}
