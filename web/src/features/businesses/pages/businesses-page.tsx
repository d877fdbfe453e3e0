import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { formatTotal } from "@domain/format";
import { m } from "@i18n/messages";
import { CardGridSkeleton } from "@web/components/card-grid-skeleton";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { LoadMore } from "@web/components/load-more";
import { PageHeader } from "@web/components/page-header";
import { ResultsBar } from "@web/components/results-bar";
import { SearchBox } from "@web/components/search-box";
import { Button } from "@web/components/ui/button";
import { businessFiltersFrom, useBusinesses } from "@web/features/businesses/api/get-businesses";
import { BusinessCard } from "@web/features/businesses/components/business-card";
import { BusinessFilters } from "@web/features/businesses/components/business-filters";
import { useViewer } from "@web/lib/session";
import { useDebouncedSearch, useUrlFilters } from "@web/lib/use-url-filters";
import { Building2 } from "lucide-react";
import { useDeferredValue } from "react";

const FILTER_KEYS = ["search", "sector", "stage", "amount", "saved", "passed"] as const;

/** The signed-in viewer's three views and the URL each one sets (the spec has no words for Passed: it follows Saved's). */
const VIEWS = [
  { key: "all", label: m.businesses_viewAll, patch: { saved: "", passed: "" } },
  { key: "saved", label: m.businesses_viewSaved, patch: { saved: "true", passed: "" } },
  { key: "passed", label: m.businesses_viewPassed, patch: { saved: "", passed: "true" } },
] as const;

export function BusinessesPage() {
  const viewer = useViewer();
  const signedIn = viewer.status === "signed-in";
  const viewerId = viewer.me?.user.id ?? null;
  const { values, setFilters } = useUrlFilters(FILTER_KEYS);
  const filters = businessFiltersFrom(values);
  if (!signedIn) {
    filters.saved = false;
    filters.passed = false;
  }
  const view = filters.saved ? "saved" : filters.passed ? "passed" : "all";
  const search = useDebouncedSearch(values.search, (value) => setFilters({ search: value }, { replace: true }));
  const list = useBusinesses(viewerId, filters);

  // The cards render in the background (useDeferredValue), in slices React can pause: rendered as
  // the answer arrives, a page of cards is one long task that blocks taps on a slow phone. Until
  // they have rendered the skeleton stays.
  const deferredPages = useDeferredValue(list.data?.pages);
  const pages = deferredPages ?? [];
  const businesses = pages.flatMap((p) => p.items);
  // The newest page's count: a capped count ("1,000+") grows as the pages pass its cap.
  const counted = pages.at(-1) ?? { total: 0, totalCapped: false };
  const total = counted.total;
  const totalText = formatTotal(counted);
  const sectors = pages[0]?.sectors ?? [];
  const filtered = Boolean(filters.search || filters.sector || filters.stage || filters.amount);
  const updating = list.isPlaceholderData;

  return (
    <section>
      <PageHeader title={m.businesses_pageTitle()} description={m.businesses_pageDescription()} />

      {signedIn && (
        <fieldset className="mb-4 inline-flex max-w-full flex-wrap rounded-lg bg-muted p-1">
          <legend className="sr-only">{m.businesses_viewsLegend()}</legend>
          {VIEWS.map(({ key, label, patch }) => {
            const active = key === view;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                onClick={() => setFilters(patch)}
                className={`rounded-md px-4 py-1.5 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
                  active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground"
                }`}
              >
                {label()}
              </button>
            );
          })}
        </fieldset>
      )}

      <search aria-label={m.businesses_findBusinesses()} className="mb-4 flex flex-col gap-2 lg:flex-row">
        <SearchBox
          id="business-search"
          label={m.businesses_searchLabel()}
          placeholder={m.businesses_searchPlaceholder()}
          value={search.draft}
          onChange={search.setDraft}
          onSubmit={search.flush}
        />
        <BusinessFilters sectors={sectors} values={values} onChange={(patch) => setFilters(patch)} />
      </search>

      <ResultsBar
        count={list.isSuccess && deferredPages ? m.businesses_count({ count: total, countText: totalText }) : null}
        updating={updating}
        filtered={filtered}
        onClear={() => {
          search.setDraft("");
          setFilters({ search: "", sector: "", stage: "", amount: "" });
        }}
      />

      {!deferredPages && !list.isError ? (
        <CardGridSkeleton label={m.businesses_loadingBusinesses()} />
      ) : list.isError && businesses.length === 0 ? (
        <InlineError message={BUSINESS_MESSAGES.errorLoadingBusinesses} onRetry={() => list.refetch()} />
      ) : businesses.length === 0 ? (
        <EmptyState
          icon={Building2}
          message={view === "passed" && !filtered ? m.businesses_noPassed() : BUSINESS_MESSAGES.noBusinesses}
        >
          {view !== "all" && (
            <Button variant="outline" size="sm" onClick={() => setFilters(VIEWS[0].patch)}>
              {m.businesses_browseAll()}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <ul
            aria-busy={updating}
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${updating ? "opacity-60" : ""}`}
          >
            {businesses.map((business) => (
              <li key={business.id} className="min-w-0">
                <BusinessCard business={business} signedIn={signedIn} passed={view === "passed"} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={businesses.length}
            total={totalText}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            errorMessage={BUSINESS_MESSAGES.errorLoadingBusinesses}
            onLoad={() => list.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
