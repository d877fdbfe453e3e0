import { GLOBAL_SEARCH_MIN_LENGTH } from "@domain/constants/search";
import type { TSearchHit, TSearchResults } from "@domain/schemas/search";
import { m } from "@i18n/messages";
import { richText } from "@web/components/rich-text";
import { Input } from "@web/components/ui/input";
import { useGlobalSearch } from "@web/features/search/api/use-global-search";
import { cn } from "@web/lib/cn";
import { Building2, type LucideIcon, Megaphone, Search, UserRound } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";

/** The search's name, also the phone dialog's title and its icon button's label. */
export const searchLabel = (): string => m.search_label();

const GROUPS: ReadonlyArray<{ kind: keyof TSearchResults; title: () => string; icon: LucideIcon }> = [
  { kind: "businesses", title: m.search_groupBusinesses, icon: Building2 },
  { kind: "campaigns", title: m.search_groupCampaigns, icon: Megaphone },
  { kind: "investors", title: m.search_groupInvestors, icon: UserRound },
];

type Option = { id: string; href: string; hit: TSearchHit | null; icon: LucideIcon };

/** Enter with no result chosen: the catalogue, searched for the words (what the box did before). */
const catalogueHref = (term: string) => `/businesses?search=${encodeURIComponent(term)}`;

/**
 * One search across businesses, active campaigns and investors (APG combobox with a grouped
 * listbox): focus stays in the box, the arrow keys move the active option (aria-activedescendant),
 * Enter opens it (or, with none chosen, searches the catalogue), Escape closes the list.
 * `inline` shows the list under the box in the flow (the phone dialog) instead of as a popup.
 */
export function SearchCombobox({ inline = false, onNavigate }: { inline?: boolean; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-results`;
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, loading, failed, settled } = useGlobalSearch(term);
  const trimmed = term.trim();

  const groups = useMemo(
    () =>
      GROUPS.map((group) => ({
        ...group,
        options: (results?.[group.kind] ?? []).map<Option>((hit) => ({
          id: `${id}-${group.kind}-${hit.id}`,
          href: hit.href,
          hit,
          icon: group.icon,
        })),
      })).filter((g) => g.options.length > 0),
    [results, id],
  );
  const seeAll = useMemo<Option>(
    () => ({ id: `${id}-all`, href: catalogueHref(trimmed), hit: null, icon: Search }),
    [id, trimmed],
  );
  const options = useMemo(() => [...groups.flatMap((g) => g.options), seeAll], [groups, seeAll]);
  const hitCount = options.length - 1;

  // A new set of results starts with nothing chosen.
  useEffect(() => setActive(-1), [results]);

  const activeOption = active >= 0 ? options[active] : undefined;
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: "nearest" });
  }, [activeOption]);

  const searchable = trimmed.length >= GLOBAL_SEARCH_MIN_LENGTH;
  const expanded = (open || inline) && searchable;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setTerm("");
    onNavigate?.();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!searchable) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length));
        return;
      }
      case "Enter": {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (activeOption) go(activeOption.href);
        else go(trimmed ? catalogueHref(trimmed) : "/businesses");
        return;
      }
      case "Escape": {
        // The first Escape closes the list (and keeps the words); a second one clears the box.
        if (expanded && !inline) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      }
    }
  };

  const status = !searchable
    ? ""
    : failed
      ? m.search_unavailable()
      : loading && !results
        ? m.search_searching()
        : hitCount === 0
          ? m.search_noResults({ term: settled })
          : m.search_resultCount({ count: hitCount });

  const renderOption = (option: Option) => {
    const index = options.indexOf(option);
    const selected = index === active;
    const Icon = option.icon;
    return (
      // Keys are the box's (aria-activedescendant): an option is never focused, only pointed at.
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
      <div
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        // The box keeps focus: a press on an option must not blur it first.
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => setActive(index)}
        onClick={() => go(option.href)}
        className={cn(
          "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm",
          selected && "bg-accent text-accent-foreground",
        )}
      >
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {option.hit ? (
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{option.hit.label}</span>
            {option.hit.sublabel && (
              <span className="block truncate text-xs text-muted-foreground">{option.hit.sublabel}</span>
            )}
          </span>
        ) : (
          <span className="min-w-0 flex-1 truncate">
            {richText(m.search_allBusinessesFor({ term: "{term}" }), {
              term: <span className="font-medium">{trimmed}</span>,
            })}
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-5 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        role="combobox"
        aria-label={searchLabel()}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeOption ? activeOption.id : undefined}
        placeholder={m.search_placeholder()}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        // Options never take focus (a press on one keeps it here), so a blur means leaving the search.
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="pl-9"
      />
      <p role="status" className="sr-only">
        {expanded ? status : ""}
      </p>
      <div
        className={cn(
          !expanded && "hidden",
          inline
            ? "mt-3"
            : "absolute inset-x-0 top-full z-50 mt-1 rounded-lg border bg-card text-card-foreground shadow-lg",
        )}
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label={m.search_results()}
          className={cn("overflow-y-auto p-1", inline ? "max-h-[60dvh]" : "max-h-[min(28rem,70dvh)]")}
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group, not a fieldset
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="py-1">
              <div
                role="presentation"
                id={`${id}-${group.kind}`}
                className="px-3 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.title()}
              </div>
              {group.options.map(renderOption)}
            </div>
          ))}
          {groups.length > 0 && <div role="presentation" className="my-1 border-t" />}
          {renderOption(seeAll)}
        </div>
        {status && !(hitCount > 0) && (
          <p aria-hidden="true" className="px-4 pt-1 pb-3 text-sm text-muted-foreground">
            {status}
          </p>
        )}
      </div>
    </div>
  );
}

/** The top bar's search box (from the small-tablet width up). */
export function GlobalSearch({ className }: { className?: string }) {
  return (
    <search className={className}>
      <SearchCombobox />
    </search>
  );
}
