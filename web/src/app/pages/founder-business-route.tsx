import { Spinner } from "@web/components/ui/spinner";
import { FounderBusinessPage } from "@web/features/founders/pages/founder-business-page";
import { lazy, Suspense } from "react";

// Fetched beside the form rather than with it: the page shows within its budget, the panel a moment later.
const BusinessVerificationPanel = lazy(() =>
  import("@web/features/verification/components/business-verification-panel").then((m) => ({
    default: m.BusinessVerificationPanel,
  })),
);

/** The founder's business form with the verification area's panel: its registration and certificate. */
export function FounderBusinessRoute() {
  return (
    <FounderBusinessPage
      verification={
        <Suspense fallback={<Spinner className="mb-6" />}>
          <BusinessVerificationPanel />
        </Suspense>
      }
    />
  );
}
