import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { PRODUCT_NAME } from "@domain/constants/shell";
import type { TBusinessDetail } from "@domain/schemas/businesses";
import { m } from "@i18n/messages";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useBusiness } from "@web/features/businesses/api/get-business";
import { BusinessProfileHeader } from "@web/features/businesses/components/business-profile-header";
import { BusinessProfileTabs } from "@web/features/businesses/components/business-profile-tabs";
import { ApiError } from "@web/lib/api-client";
import { useViewer } from "@web/lib/session";
import { ArrowLeft, SearchX } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useParams } from "react-router";

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
      <Link to="/businesses">
        <ArrowLeft aria-hidden="true" />
        {m.businesses_backToBusinesses()}
      </Link>
    </Button>
  );
}

/**
 * `renderInvestorActions`: the due-diligence area's button for investors; `renderReportAction`:
 * the reports area's Report button for signed-in viewers other than the owner. Both composed in by the app.
 */
export function BusinessProfilePage({
  renderInvestorActions,
  renderReportAction,
}: {
  renderInvestorActions?: (detail: TBusinessDetail) => ReactNode;
  renderReportAction?: (detail: TBusinessDetail) => ReactNode;
} = {}) {
  const { id = "" } = useParams();
  const viewer = useViewer();
  const viewerId = viewer.me?.user.id ?? null;
  const query = useBusiness(viewerId, id);
  const name = query.data?.business.businessName;

  useEffect(() => {
    if (name) document.title = `${name} · ${PRODUCT_NAME}`;
  }, [name]);

  if (query.isPending) {
    return (
      <section aria-busy="true">
        <p role="status" className="sr-only">
          {m.businesses_loadingBusiness()}
        </p>
        <Skeleton className="mb-6 h-28 w-full rounded-xl" />
        <Skeleton className="mb-4 h-10 w-full max-w-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </section>
    );
  }

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <section>
          <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{BUSINESS_MESSAGES.notFound}</h1>
          <EmptyState icon={SearchX} message={m.businesses_notFoundText()}>
            <Button asChild variant="outline">
              <Link to="/businesses">{m.businesses_backToBusinesses()}</Link>
            </Button>
          </EmptyState>
        </section>
      );
    }
    return (
      <section>
        <BackLink />
        <h1 className="sr-only">{m.businesses_profileHeading()}</h1>
        <InlineError
          message={m.businesses_errorWithReason({
            error: BUSINESS_MESSAGES.errorLoadingBusiness,
            reason: query.error.message,
          })}
          onRetry={() => query.refetch()}
        />
      </section>
    );
  }

  return (
    <section>
      <BackLink />
      <BusinessProfileHeader
        detail={query.data}
        viewerId={viewerId}
        viewerRole={viewer.status === "signed-in" ? viewer.role : null}
        investorActions={renderInvestorActions?.(query.data)}
        reportAction={viewerId !== null && viewerId !== query.data.business.userId && renderReportAction?.(query.data)}
      />
      <BusinessProfileTabs detail={query.data} />
    </section>
  );
}
