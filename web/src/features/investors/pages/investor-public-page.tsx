import { INVESTOR_MESSAGES } from "@domain/constants/investors";
import { MESSAGING_MESSAGES } from "@domain/constants/messaging";
import { PRODUCT_NAME } from "@domain/constants/shell";
import type { TInvestorPublic } from "@domain/schemas/investors";
import { m } from "@i18n/messages";
import { ContactButton } from "@web/components/contact-button";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useInvestor } from "@web/features/investors/api/get-investor";
import {
  InvestorPublicDetails,
  InvestorPublicHeader,
} from "@web/features/investors/components/investor-public-details";
import { ApiError } from "@web/lib/api-client";
import { useViewer } from "@web/lib/session";
import { ArrowLeft, SearchX } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useParams } from "react-router";

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
      <Link to="/investors">
        <ArrowLeft aria-hidden="true" />
        {m.investors_backToInvestors()}
      </Link>
    </Button>
  );
}

/**
 * /investors/{id}: an investor's public profile; the id is their user id. `renderReportAction`:
 * the reports area's Report button for signed-in viewers other than the investor, composed in by the app.
 */
export function InvestorPublicPage({
  renderReportAction,
}: {
  renderReportAction?: (investor: TInvestorPublic) => ReactNode;
} = {}) {
  const { id = "" } = useParams();
  const query = useInvestor(id);
  const viewer = useViewer();
  const viewerRole = viewer.me?.profile?.role;
  const name = query.data?.fullName;

  useEffect(() => {
    if (name) document.title = `${name} · ${PRODUCT_NAME}`;
  }, [name]);

  if (query.isPending) {
    return (
      <section aria-busy="true">
        <p role="status" className="sr-only">
          {m.investors_loadingPublicProfile()}
        </p>
        <Skeleton className="mb-6 h-32 w-full rounded-xl" />
        <div className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-64 rounded-xl lg:col-span-2" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </section>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section>
        <BackLink />
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {notFound ? INVESTOR_MESSAGES.notFoundTitle : INVESTOR_MESSAGES.loadErrorTitle}
        </h1>
        {notFound ? (
          <EmptyState icon={SearchX} message={INVESTOR_MESSAGES.notFoundText}>
            <Button asChild variant="outline">
              <Link to="/investors">{m.investors_browseInvestors()}</Link>
            </Button>
          </EmptyState>
        ) : (
          <InlineError message={INVESTOR_MESSAGES.loadErrorText} onRetry={() => query.refetch()} />
        )}
      </section>
    );
  }

  const other = !!viewer.me && viewer.me.user.id !== query.data.userId;
  return (
    <article>
      <BackLink />
      <InvestorPublicHeader
        investor={query.data}
        actions={
          other && (
            <>
              {/* Founders and admins may message an investor; the server refuses investor to investor. */}
              {(viewerRole === "founder" || viewerRole === "admin") && (
                <ContactButton userId={query.data.userId} missingMessage={MESSAGING_MESSAGES.participantNotFound}>
                  {m.investors_message()}
                </ContactButton>
              )}
              {renderReportAction?.(query.data)}
            </>
          )
        }
      />
      <InvestorPublicDetails investor={query.data} />
    </article>
  );
}
