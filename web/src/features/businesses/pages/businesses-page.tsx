import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
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
import { BUSINESS_TEXTS as T } from "@web/features/businesses/texts";
import { cn } from "@web/lib/cn";
import { useViewer } from "@web/lib/session";
import { useDebouncedSearch, useUrlFilters } from "@web/lib/use-url-filters";
import { Building2 } from "lucide-react";

const FILTER_KEYS = ["search", "sector", "stage", "amount", "saved", "passed"] as const;

/** The signed-in viewer's three views and the URL each one sets. */
const VIEWS = [
  { key: "all", label: T.views.all, patch: { saved: "", passed: "" } },
  { key: "saved", label: T.views.saved, patch: { saved: "true", passed: "" } },
  { key: "passed", label: T.views.passed, patch: { saved: "", passed: "true" } },
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

  const pages = list.data?.pages ?? [];
  const businesses = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  const sectors = pages[0]?.sectors ?? [];
  const filtered = Boolean(filters.search || filters.sector || filters.stage || filters.amount);
  const updating = list.isPlaceholderData;

  return (
    <section>
      <PageHeader title="Explore Deals" description="Discover African startups and the campaigns they are raising." />

      {signedIn && (
        <fieldset className="mb-4 inline-flex max-w-full flex-wrap rounded-lg bg-muted p-1">
          <legend className="sr-only">{T.viewsLegend}</legend>
          {VIEWS.map(({ key, label, patch }) => {
            const active = key === view;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                onClick={() => setFilters(patch)}
                className={cn(
                  "rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active && "bg-card text-foreground shadow-sm",
                )}
              >
                {label}
              </button>
            );
          })}
        </fieldset>
      )}

      <search aria-label="Find businesses" className="mb-4 flex flex-col gap-2 lg:flex-row">
        <SearchBox
          id="business-search"
          label="Search businesses"
          placeholder="Search by name or description…"
          value={search.draft}
          onChange={search.setDraft}
          onSubmit={search.flush}
        />
        <BusinessFilters sectors={sectors} values={values} onChange={(patch) => setFilters(patch)} />
      </search>

      <ResultsBar
        count={list.isSuccess ? `${total} ${total === 1 ? "business" : "businesses"}` : null}
        updating={updating}
        filtered={filtered}
        onClear={() => {
          search.setDraft("");
          setFilters({ search: "", sector: "", stage: "", amount: "" });
        }}
      />

      {list.isPending ? (
        <CardGridSkeleton label="Loading businesses" />
      ) : list.isError && businesses.length === 0 ? (
        <InlineError message={BUSINESS_MESSAGES.errorLoadingBusinesses} onRetry={() => list.refetch()} />
      ) : businesses.length === 0 ? (
        <EmptyState
          icon={Building2}
          message={view === "passed" && !filtered ? T.noPassed : BUSINESS_MESSAGES.noBusinesses}
        >
          {view !== "all" && (
            <Button variant="outline" size="sm" onClick={() => setFilters(VIEWS[0].patch)}>
              {T.browseAll}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <ul aria-busy={updating} className={cn("grid gap-4 sm:grid-cols-2 xl:grid-cols-3", updating && "opacity-60")}>
            {businesses.map((business) => (
              <li key={business.id} className="min-w-0">
                <BusinessCard business={business} signedIn={signedIn} passed={view === "passed"} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={businesses.length}
            total={total}
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
