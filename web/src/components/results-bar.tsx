import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";

/** Above a filtered list: the count (announced politely), a sign while new results load, and Clear filters. */
export function ResultsBar({
  count,
  updating,
  filtered,
  onClear,
}: {
  /** The count in words, or null while unknown. */
  count: string | null;
  updating: boolean;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <div className="mb-4 flex min-h-9 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <p role="status" aria-live="polite">
        {updating ? "" : count}
      </p>
      {updating && <Spinner label={m.ui_updatingResults()} className="[&_svg]:size-4" />}
      {filtered && (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onClear}>
          {m.ui_clearFilters()}
        </Button>
      )}
    </div>
  );
}
