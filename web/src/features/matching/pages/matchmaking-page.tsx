import { MATCH_MESSAGES } from "@domain/constants/matching";
import { m } from "@i18n/messages";
import { CardGridSkeleton } from "@web/components/card-grid-skeleton";
import { EmptyState } from "@web/components/empty-state";
import { FounderBusinessRequired } from "@web/components/founder-business-required";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { SearchBox } from "@web/components/search-box";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import type { PagePrefetch } from "@web/lib/page-prefetch";
import { useViewer } from "@web/lib/session";
import { useDebouncedSearch, useUrlFilters } from "@web/lib/use-url-filters";
import { Bookmark, RefreshCw, SearchX, SlidersHorizontal, Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { matchesQueryOptions, useMatches } from "../api/get-matches";
import { useSavedMatches } from "../api/get-saved-matches";
import { MatchFilters } from "../components/match-filters";
import { MatchGrid } from "../components/match-grid";
import { Recommendations } from "../components/recommendations";
import { MATCH_TEXTS as T } from "../texts";

const KEYS = ["search", "sector", "minScore", "label", "tab"] as const;
const PAGE = 24;
const MAX = 96;

/** The first page of matches with the address's filters, asked for as soon as this code is in (app/page-data.ts). */
export const prefetch: PagePrefetch = (queryClient, _params, url) => {
  const value = (key: (typeof KEYS)[number]) => url.searchParams.get(key) ?? "";
  const filters = {
    search: value("search"),
    sector: value("sector"),
    minScore: value("minScore"),
    label: value("label"),
  };
  void queryClient.prefetchQuery(matchesQueryOptions({ ...filters, limit: PAGE }));
};

/** /matchmaking: the viewer's matches (investors: businesses; founders with a business: investors). */
export function MatchmakingPage() {
  const viewer = useViewer();
  const role = viewer.status === "signed-in" ? viewer.role : null;
  const founder = role === "founder";
  const { values, setFilters } = useUrlFilters(KEYS);
  const search = useDebouncedSearch(values.search, (value) => setFilters({ search: value }, { replace: true }));
  const [limit, setLimit] = useState(PAGE);
  const filtered = Boolean(values.search || values.sector || values.minScore || values.label);
  const [showFilters, setShowFilters] = useState(Boolean(values.sector || values.minScore || values.label));
  const list = useMatches({
    search: values.search,
    sector: values.sector,
    minScore: values.minScore,
    label: values.label,
    limit,
  });
  const tab = values.tab === "saved" ? "saved" : "recommended";
  const saved = useSavedMatches(tab === "saved");
  const data = list.data;
  const refresh = () => {
    void list.refetch();
    if (tab === "saved") void saved.refetch();
  };
  const clear = () => {
    search.setDraft("");
    setFilters({ search: "", sector: "", minScore: "", label: "" });
  };

  return (
    <section>
      <PageHeader
        title={MATCH_MESSAGES.title}
        description={T.description}
        actions={
          <Button type="button" onClick={refresh} disabled={list.isFetching}>
            <RefreshCw className={list.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
            {MATCH_MESSAGES.refresh}
          </Button>
        }
      />

      {data && <Recommendations items={data.recommendations} />}

      <search aria-label={T.findMatches} className="mb-4 flex flex-col gap-2 sm:flex-row">
        <SearchBox
          id="match-search"
          label={T.searchLabel}
          placeholder={founder ? T.founderSearch : T.investorSearch}
          value={search.draft}
          onChange={search.setDraft}
          onSubmit={search.flush}
        />
        <Button
          type="button"
          variant="outline"
          aria-expanded={showFilters}
          aria-controls="match-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {T.filters}
        </Button>
      </search>
      {showFilters && <MatchFilters values={values} sectors={data?.sectors ?? []} onChange={(p) => setFilters(p)} />}

      <Tabs value={tab} onValueChange={(v) => setFilters({ tab: v === "saved" ? "saved" : "" })}>
        <div className="flex flex-wrap items-center gap-2">
          <TabsList>
            <TabsTrigger value="recommended">{T.recommended}</TabsTrigger>
            <TabsTrigger value="saved">{T.saved}</TabsTrigger>
          </TabsList>
          <Button asChild variant="ghost" size="sm">
            <Link to={founder ? "/investors" : "/businesses"}>{founder ? T.allInvestors : T.allBusinesses}</Link>
          </Button>
        </div>

        <TabsContent value="recommended">
          {list.isError ? (
            <InlineError message={MATCH_MESSAGES.loadError} onRetry={() => list.refetch()} />
          ) : !data ? (
            <CardGridSkeleton label={T.loadingMatches} count={6} />
          ) : data.kind === null ? (
            founder ? (
              <FounderBusinessRequired message={T.founderNeedsBusiness} />
            ) : (
              <EmptyState icon={Sparkles} message={role === "admin" ? T.adminNote : MATCH_MESSAGES.noMatches} />
            )
          ) : data.items.length === 0 ? (
            filtered ? (
              <EmptyState icon={SearchX} message={MATCH_MESSAGES.noMatches}>
                <Button type="button" variant="outline" size="sm" onClick={clear}>
                  {T.clearFilters}
                </Button>
              </EmptyState>
            ) : founder ? (
              <EmptyState icon={Sparkles} message={MATCH_MESSAGES.noFounderMatches}>
                <Button asChild size="sm">
                  <Link to="/founder/business">{T.completeBusiness}</Link>
                </Button>
              </EmptyState>
            ) : (
              <EmptyState icon={Sparkles} message={MATCH_MESSAGES.noInvestorMatches}>
                <Button asChild size="sm">
                  <Link to="/investor/preferences">{MATCH_MESSAGES.updatePreferences}</Link>
                </Button>
              </EmptyState>
            )
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" role="status">
                {m.matching_matchCount({ count: data.total })}
              </p>
              <MatchGrid matches={data.items} />
              {data.nextOffset !== null && limit < MAX && (
                <div className="mt-4 flex justify-center">
                  <Button type="button" variant="outline" onClick={() => setLimit((l) => l + PAGE)}>
                    {T.showMore}
                  </Button>
                </div>
              )}
            </>
          )}
        </TabsContent>

        <TabsContent value="saved">
          {saved.isError ? (
            <InlineError message={MATCH_MESSAGES.loadError} onRetry={() => saved.refetch()} />
          ) : !saved.data ? (
            <CardGridSkeleton label={T.loadingSaved} count={3} />
          ) : saved.data.items.length === 0 ? (
            <EmptyState icon={Bookmark} message={T.noSaved} />
          ) : (
            <MatchGrid matches={saved.data.items} />
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
