import { INVESTOR_MESSAGES } from "@domain/constants/investors";
import { m } from "@i18n/messages";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Spinner } from "@web/components/ui/spinner";
import { useInvestorProfile } from "@web/features/investors/api/get-investor-profile";
import { InvestorProfileForm } from "@web/features/investors/components/investor-profile-form";
import { VerificationBadge } from "@web/features/investors/components/verification-badge";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { useViewer } from "@web/lib/session";
import { ShieldAlert } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";

// Its own chunk: the profile form shows within its budget, the time zone a moment later.
const TimeZoneCard = lazy(() =>
  import("@web/components/time-zone-card").then((module) => ({ default: module.TimeZoneCard })),
);

/**
 * /investor/profile: the investor's own editor. The route is investor-only; the page says so too.
 * `verification` is the verification area's panel (composed in app/pages), shown above the form.
 */
export function InvestorProfilePage({ verification }: { verification?: ReactNode }) {
  const viewer = useViewer();
  const isInvestor = viewer.status === "signed-in" && viewer.role === "investor";
  const profile = useInvestorProfile(isInvestor);

  if (viewer.status === "loading") return <Spinner label={m.investors_loadingProfile()} />;

  if (!isInvestor) {
    return (
      <section className="mx-auto max-w-3xl">
        <PageHeader title={m.investors_profileTitle()} />
        <EmptyState icon={ShieldAlert} message={INVESTOR_MESSAGES.investorsOnly} />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader
        title={m.investors_profileTitle()}
        description={m.investors_profileDescription()}
        actions={
          profile.data && (
            <div>
              <VerificationBadge verified={profile.data.verified} />
            </div>
          )
        }
      />
      {verification}
      {profile.isPending ? (
        <Spinner label={m.investors_loadingProfile()} />
      ) : profile.isError ? (
        <InlineError
          message={`${INVESTOR_MESSAGES.loadErrorTitle}: ${errorMessageOf(profile.error)}`}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <>
          <InvestorProfileForm key={profile.data.userId} investor={profile.data} />
          <Suspense fallback={null}>
            <TimeZoneCard />
          </Suspense>
        </>
      )}
    </section>
  );
}
