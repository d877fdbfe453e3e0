import { INVESTOR_MESSAGES } from "@domain/constants/investors";
import { formatNumber } from "@domain/format";
import { m } from "@i18n/messages";
import { CardGridSkeleton } from "@web/components/card-grid-skeleton";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { LoadMore } from "@web/components/load-more";
import { PageHeader } from "@web/components/page-header";
import { ResultsBar } from "@web/components/results-bar";
import { SearchBox } from "@web/components/search-box";
import { Button } from "@web/components/ui/button";
import { investorFiltersFrom, useInvestors } from "@web/features/investors/api/get-investors";
import { InvestorCard } from "@web/features/investors/components/investor-card";
import { InvestorFilters } from "@web/features/investors/components/investor-filters";
import { INVESTOR_SKELETON_COUNT } from "@web/features/investors/layout";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { useDebouncedSearch, useUrlFilters } from "@web/lib/use-url-filters";
import { Users } from "lucide-react";

const FILTER_KEYS = ["search", "type", "sector"] as const;

const listError = (error: unknown) =>
  `${INVESTOR_MESSAGES.listErrorPrefix}${errorMessageOf(error, m.investors_somethingWentWrong())}${INVESTOR_MESSAGES.listErrorSuffix}`;

/** /investors (investors, founders, admins): the directory, searched and filtered on the server. */
export function InvestorsPage() {
  const { values, setFilters } = useUrlFilters(FILTER_KEYS);
  const filters = investorFiltersFrom(values);
  const search = useDebouncedSearch(values.search, (value) => setFilters({ search: value }, { replace: true }));
  const list = useInvestors(filters);

  const pages = list.data?.pages ?? [];
  const investors = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  const filtered = Boolean(filters.search || filters.type || filters.sector);
  const updating = list.isPlaceholderData;
  const clear = () => {
    search.setDraft("");
    setFilters({ search: "", type: "", sector: "" });
  };

  return (
    <section>
      <PageHeader title={m.investors_title()} description={m.investors_description()} />

      <search aria-label={m.investors_findInvestors()} className="mb-4 flex flex-col gap-2 lg:flex-row">
        <SearchBox
          id="investor-search"
          label={m.investors_searchLabel()}
          placeholder={m.investors_searchPlaceholder()}
          value={search.draft}
          onChange={search.setDraft}
          onSubmit={search.flush}
        />
        <InvestorFilters values={values} onChange={(patch) => setFilters(patch)} />
      </search>

      <ResultsBar
        count={list.isSuccess ? m.investors_count({ count: total, shown: formatNumber(total) }) : null}
        updating={updating}
        filtered={filtered}
        onClear={clear}
      />

      {list.isPending ? (
        <CardGridSkeleton label={m.investors_loadingInvestors()} count={INVESTOR_SKELETON_COUNT} />
      ) : list.isError && investors.length === 0 ? (
        <InlineError message={listError(list.error)} onRetry={() => list.refetch()} />
      ) : investors.length === 0 ? (
        <EmptyState icon={Users} message={INVESTOR_MESSAGES.noInvestors}>
          {filtered && (
            <Button variant="outline" size="sm" onClick={clear}>
              {INVESTOR_MESSAGES.clearFilters}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <ul
            aria-busy={updating}
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${updating ? "opacity-60" : ""}`}
          >
            {investors.map((investor) => (
              <li key={investor.userId} className="min-w-0">
                <InvestorCard investor={investor} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={investors.length}
            total={total}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            errorMessage={listError(list.error)}
            onLoad={() => list.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
