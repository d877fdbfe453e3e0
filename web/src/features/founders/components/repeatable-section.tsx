import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";

/**
 * What a row is called, each as its own message so every language can say it its own way
 * ("Remove milestone 2", « Retirer le jalon 2 »). Rows are numbered from 1.
 */
type RowTexts = {
  /** "Add milestone". */
  add: string;
  /** "Milestone 2": the row's name. */
  row: (number: number) => string;
  /** "Remove milestone 2": the Remove button's name. */
  remove: (number: number) => string;
  /** "Milestone 2 removed.": said politely after a removal. */
  removed: (number: number) => string;
};

type Props = {
  /** Makes the section's ids, e.g. "milestone" → "milestone-section-title". */
  id: string;
  /** The section's heading, e.g. "Milestones". */
  title: string;
  description?: string;
  rowTexts: RowTexts;
  /** The spec's empty-state sentence. */
  emptyText: string;
  /** Stable keys of the rows, in order. */
  keys: readonly string[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (index: number) => ReactNode;
  /** Rows that are a single field sit on one line with their Remove button. */
  compact?: boolean;
};

/**
 * An editable list inside a form: each row is a named group with its own Remove button; after a
 * removal the focus moves to Add (the removed button is gone) and a polite status says what happened.
 */
export function RepeatableSection({
  id,
  title,
  description,
  rowTexts,
  emptyText,
  keys,
  onAdd,
  onRemove,
  renderRow,
  compact,
}: Props) {
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const headingId = `${id}-section-title`;

  const remove = (index: number) => {
    onRemove(index);
    setAnnouncement(rowTexts.removed(index + 1));
    addRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-1">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="space-y-3">
          {keys.map((key, index) => {
            const rowName = rowTexts.row(index + 1);
            const removeButton = (
              <Button
                variant="ghost"
                size={compact ? "icon" : "sm"}
                className="shrink-0 text-destructive hover:text-destructive"
                onClick={() => remove(index)}
                aria-label={rowTexts.remove(index + 1)}
              >
                <Trash2 aria-hidden="true" />
                {!compact && <span aria-hidden="true">{m.founders_remove()}</span>}
              </Button>
            );
            const rowLabelId = `${headingId}-${index}`;
            return (
              <li key={key}>
                {compact ? (
                  <fieldset aria-labelledby={rowLabelId} className="flex min-w-0 items-start gap-2">
                    <span id={rowLabelId} className="sr-only">
                      {rowName}
                    </span>
                    <div className="min-w-0 flex-1">{renderRow(index)}</div>
                    {removeButton}
                  </fieldset>
                ) : (
                  <fieldset aria-labelledby={rowLabelId} className="min-w-0 space-y-3 rounded-lg border p-3 sm:p-4">
                    <div className="flex items-center justify-between gap-2">
                      <span id={rowLabelId} className="text-sm font-medium text-muted-foreground">
                        {rowName}
                      </span>
                      {removeButton}
                    </div>
                    {renderRow(index)}
                  </fieldset>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Button ref={addRef} variant="outline" size="sm" onClick={onAdd}>
        <Plus aria-hidden="true" /> {rowTexts.add}
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
