import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { m } from "@i18n/messages";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { LoadMore } from "@web/components/load-more";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useMyInvestments } from "@web/features/investments/api/get-my-investments";
import { InvestmentSummaryCards } from "@web/features/investments/components/investment-summary-cards";
import { InvestmentsTable } from "@web/features/investments/components/investments-table";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { useViewer } from "@web/lib/session";
import { LogIn, Wallet } from "lucide-react";
import { Link } from "react-router";

const loadError = (error: unknown) => m.investments_loadError({ error: errorMessageOf(error) });

/** /investor/investments: three summary cards and the history table. */
export function MyInvestmentsPage() {
  const viewer = useViewer();
  const signedIn = viewer.status === "signed-in";
  const list = useMyInvestments(signedIn);

  const explore = (
    <Button asChild variant="outline">
      <Link to="/businesses">{T.exploreBusinesses}</Link>
    </Button>
  );

  // The route sends a signed-out visitor to sign in; the page still says so if it is ever reached.
  if (viewer.status === "signed-out") {
    return (
      <section>
        <PageHeader title={T.myInvestments} />
        <EmptyState icon={LogIn} message={INVESTMENT_MESSAGES.signInPrompt}>
          <Button asChild>
            <Link to="/login">{T.signIn}</Link>
          </Button>
        </EmptyState>
      </section>
    );
  }

  const pages = list.data?.pages ?? [];
  const investments = pages.flatMap((p) => p.items);
  const first = pages[0];

  return (
    <section className="space-y-6">
      <PageHeader title={T.myInvestments} description={T.myInvestmentsDescription} actions={explore} />
      {list.isPending ? (
        <div aria-busy="true" className="space-y-6">
          <p role="status" className="sr-only">
            {T.loadingYours}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : list.isError && !first ? (
        <InlineError message={loadError(list.error)} onRetry={() => list.refetch()} />
      ) : first ? (
        <>
          <InvestmentSummaryCards summary={first.summary} />
          <section aria-labelledby="investment-history" className="space-y-3">
            <h2 id="investment-history" className="text-xl font-semibold">
              {T.history}
            </h2>
            {investments.length === 0 ? (
              <EmptyState icon={Wallet} message={INVESTMENT_MESSAGES.noInvestments}>
                <Button asChild>
                  <Link to="/businesses">{T.exploreBusinesses}</Link>
                </Button>
              </EmptyState>
            ) : (
              <>
                <InvestmentsTable investments={investments} />
                <LoadMore
                  shown={investments.length}
                  total={first.total}
                  hasMore={list.hasNextPage}
                  loading={list.isFetchingNextPage}
                  failed={list.isFetchNextPageError}
                  errorMessage={loadError(list.error)}
                  onLoad={() => list.fetchNextPage()}
                />
              </>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
