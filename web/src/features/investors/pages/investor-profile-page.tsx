import { INVESTOR_MESSAGES } from "@domain/constants";
import { ShieldAlert } from "lucide-react";
import { EmptyState } from "../../../components/empty-state";
import { InlineError } from "../../../components/inline-error";
import { PageHeader } from "../../../components/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessageOf } from "../../../lib/server-field-errors";
import { useViewer } from "../../auth/api/get-me";
import { useInvestorProfile } from "../api/get-investor-profile";
import { InvestorProfileForm } from "../components/investor-profile-form";

const TITLE = "Investor Profile";

/** /investor/profile: the investor's own editor. The route is investor-only; the page says so too. */
export function InvestorProfilePage() {
  const viewer = useViewer();
  const isInvestor = viewer.status === "signed-in" && viewer.role === "investor";
  const profile = useInvestorProfile(isInvestor);

  if (viewer.status === "loading") return <Spinner label="Loading your profile" />;

  if (!isInvestor) {
    return (
      <section className="mx-auto max-w-3xl">
        <PageHeader title={TITLE} />
        <EmptyState icon={ShieldAlert} message={INVESTOR_MESSAGES.investorsOnly} />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader title={TITLE} description="Tell founders who you are and what you invest in." />
      {profile.isPending ? (
        <Spinner label="Loading your profile" />
      ) : profile.isError ? (
        <InlineError
          message={`${INVESTOR_MESSAGES.loadErrorTitle}: ${errorMessageOf(profile.error)}`}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <InvestorProfileForm key={profile.data.userId} investor={profile.data} />
      )}
    </section>
  );
}
