import { m } from "@i18n/messages";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFeed } from "@web/features/landing/api/get-feed";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { FeedCard } from "./feed-card";
import { sampleCampaigns, sampleCompanies } from "./sample-feed";

const TAB_CLASS =
  "rounded-md px-4 py-2 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

const TABS = [
  { value: "campaigns", label: m.landing_featuredCampaigns, samples: sampleCampaigns },
  { value: "companies", label: m.landing_companyProfiles, samples: sampleCompanies },
] as const;
type TabValue = (typeof TABS)[number]["value"];

/**
 * Featured campaigns and company profiles, live from the catalogue. A tab whose live list is
 * empty (or the feed that could not load) shows the sample cards, marked "Example".
 *
 * Two tabs on the landing page, written out (WAI-ARIA tabs: arrow keys, Home and End move and
 * select, one tab stop) rather than Radix Tabs, whose code would be a tenth of this page's download.
 */
export function DynamicFeed() {
  const feed = useFeed();
  const id = useId();
  const [selected, setSelected] = useState<TabValue>("campaigns");
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = TABS.find((t) => t.value === selected) ?? TABS[0];
  const live = feed.data?.[current.value] ?? [];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.value === selected);
    const last = TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + TABS.length) % TABS.length;
    setSelected(TABS[wrapped]?.value ?? "campaigns");
    tabRefs.current[wrapped]?.focus();
  };

  return (
    <div className="space-y-6">
      <div
        role="tablist"
        aria-label={m.landing_dynamicFeed()}
        className="inline-flex rounded-lg bg-muted p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              className={TAB_CLASS}
              // As Radix does: a mouse selects on press, keys and touch on click.
              onMouseDown={(event) => {
                if (event.button === 0) setSelected(tab.value);
              }}
              onClick={() => setSelected(tab.value)}
            >
              {tab.label()}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${current.value}`}
        aria-labelledby={`${id}-tab-${current.value}`}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0"
      >
        {feed.isPending ? (
          <>
            <p role="status" className="sr-only">
              {m.landing_loadingFeed()}
            </p>
            {current.samples().map((card) => (
              <Skeleton key={card.company} className="h-56 rounded-xl" />
            ))}
          </>
        ) : live.length > 0 ? (
          live.map((card) => <FeedCard key={card.id} card={card} />)
        ) : (
          current.samples().map((card) => <FeedCard key={card.company} card={card} />)
        )}
      </div>
    </div>
  );
}
