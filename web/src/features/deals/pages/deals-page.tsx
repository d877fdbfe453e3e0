import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { formatTotal } from "@domain/format";
import { m } from "@i18n/messages";
import { CardGridSkeleton } from "@web/components/card-grid-skeleton";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { LoadMore } from "@web/components/load-more";
import { PageHeader } from "@web/components/page-header";
import { ResultsBar } from "@web/components/results-bar";
import { SearchBox } from "@web/components/search-box";
import { dealFiltersFrom, useDeals } from "@web/features/deals/api/get-deals";
import { DealCard } from "@web/features/deals/components/deal-card";
import { DealFilters } from "@web/features/deals/components/deal-filters";
import { useDebouncedSearch, useUrlFilters } from "@web/lib/use-url-filters";
import { Handshake } from "lucide-react";

const FILTER_KEYS = ["search", "sector", "stage"] as const;

export function DealsPage() {
  const { values, setFilters } = useUrlFilters(FILTER_KEYS);
  const filters = dealFiltersFrom(values);
  const search = useDebouncedSearch(values.search, (value) => setFilters({ search: value }, { replace: true }));
  const list = useDeals(filters);

  const pages = list.data?.pages ?? [];
  const deals = pages.flatMap((p) => p.items);
  // The newest page's count: a capped count ("1,000+") grows as the pages pass its cap.
  const counted = pages.at(-1) ?? { total: 0, totalCapped: false };
  const total = counted.total;
  const totalText = formatTotal(counted);
  const sectors = pages[0]?.sectors ?? [];
  const filtered = Boolean(filters.search || filters.sector || filters.stage);
  const updating = list.isPlaceholderData;

  return (
    <section>
      <PageHeader title={m.deals_pageTitle()} description={m.deals_pageDescription()} />

      <search aria-label={m.deals_findDeals()} className="mb-4 flex flex-col gap-2 lg:flex-row">
        <SearchBox
          id="deal-search"
          label={m.deals_searchLabel()}
          // Fits a 375 px phone at 16 px (the icon already says "search").
          placeholder={m.deals_searchPlaceholder()}
          value={search.draft}
          onChange={search.setDraft}
          onSubmit={search.flush}
        />
        <DealFilters sectors={sectors} values={values} onChange={(patch) => setFilters(patch)} />
      </search>

      <ResultsBar
        count={list.isSuccess ? m.deals_count({ count: total, countText: totalText }) : null}
        updating={updating}
        filtered={filtered}
        onClear={() => {
          search.setDraft("");
          setFilters({ search: "", sector: "", stage: "" });
        }}
      />

      {list.isPending ? (
        <CardGridSkeleton label={m.deals_loadingCampaigns()} />
      ) : list.isError && deals.length === 0 ? (
        <InlineError message={CAMPAIGN_MESSAGES.errorLoadingInline} onRetry={() => list.refetch()} />
      ) : deals.length === 0 ? (
        <EmptyState icon={Handshake} message={BUSINESS_MESSAGES.noActiveCampaigns} />
      ) : (
        <>
          <ul
            aria-busy={updating}
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${updating ? "opacity-60" : ""}`}
          >
            {deals.map((campaign) => (
              <li key={campaign.id} className="min-w-0">
                <DealCard campaign={campaign} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={deals.length}
            total={totalText}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            errorMessage={CAMPAIGN_MESSAGES.errorLoadingInline}
            onLoad={() => list.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
