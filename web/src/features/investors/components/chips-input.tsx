import { INVESTOR_CHIP_MAX_LENGTH, INVESTOR_CHIPS_MAX } from "@domain/constants/investors";
import { formatNumber } from "@domain/format";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { ENTER_KEY, ENTER_KEY_HINT_DONE } from "./keyboard";

type ChipsInputProps = {
  id: string;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** How a chip is shown (a stored sector value reads as its label). */
  display?: (value: string) => string;
  /** What a typed entry is stored as (a typed sector name becomes its value). */
  normalize?: (text: string) => string;
  /** Offered while typing; any other text is accepted too. */
  suggestions?: readonly string[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
};

/**
 * A list typed one entry at a time (spec part 1: typed entry, Enter adds, trimmed, empty ignored,
 * clicking a chip removes it). Each chip is a button named "Remove {entry}"; removing one moves
 * focus to the next chip, or back to the box.
 */
export function ChipsInput({
  id,
  label,
  value,
  onChange,
  display = (v) => v,
  normalize = (v) => v,
  suggestions,
  placeholder,
  error,
  disabled = false,
}: ChipsInputProps) {
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = value.length >= INVESTOR_CHIPS_MAX;

  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    const entry = normalize(text);
    const key = entry.toLowerCase();
    if (!value.some((v) => v.toLowerCase() === key)) onChange([...value, entry]);
    setDraft("");
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    // After React drops the chip: the one that took its place, the new last one, or the box.
    requestAnimationFrame(() => {
      const chips = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
      const next = chips?.[Math.min(index, (chips?.length ?? 0) - 1)];
      (next ?? inputRef.current)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== ENTER_KEY || event.nativeEvent.isComposing) return;
    // Enter adds the entry; it never submits the form around it.
    event.preventDefault();
    add();
  };

  const listId = suggestions ? `${id}-suggestions` : undefined;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(" ");

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={INVESTOR_CHIP_MAX_LENGTH}
          list={listId}
          disabled={disabled || full}
          autoComplete="off"
          enterKeyHint={ENTER_KEY_HINT_DONE}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={disabled || full || !draft.trim()}
          aria-label={m.investors_chipsAddTo({ label })}
        >
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">{m.investors_chipsAdd()}</span>
        </Button>
      </div>
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {full ? m.investors_chipsFull({ max: formatNumber(INVESTOR_CHIPS_MAX) }) : m.investors_chipsHint()}
      </p>
      <FieldError id={errorId} message={error} />
      {value.length > 0 && (
        <ul
          ref={listRef}
          aria-label={m.investors_chipsChosen({ label: label.toLowerCase() })}
          className="flex flex-wrap gap-2"
        >
          {value.map((entry, index) => (
            <li key={entry}>
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={m.investors_chipsRemove({ entry: display(entry) })}
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-1 pr-2 pl-3 text-sm font-medium text-foreground transition-colors hover:bg-primary/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
              >
                <span className="truncate">{display(entry)}</span>
                <X className="size-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
