import { Spinner } from "@web/components/ui/spinner";
import { InvestorProfilePage } from "@web/features/investors/pages/investor-profile-page";
import { lazy, Suspense } from "react";

// Fetched beside the profile rather than with it: the page shows within its budget, the panel a moment later.
const InvestorVerificationPanel = lazy(() =>
  import("@web/features/verification/components/investor-verification-panel").then((m) => ({
    default: m.InvestorVerificationPanel,
  })),
);

/** The investor's profile editor with the verification area's panel: their identity and document. */
export function InvestorProfileRoute() {
  return (
    <InvestorProfilePage
      verification={
        <Suspense fallback={<Spinner className="mb-6" />}>
          <InvestorVerificationPanel />
        </Suspense>
      }
    />
  );
}
