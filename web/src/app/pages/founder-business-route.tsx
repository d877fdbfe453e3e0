import { m } from "@i18n/messages";
import { Spinner } from "@web/components/ui/spinner";
import { FounderBusinessPage } from "@web/features/founders/pages/founder-business-page";
import { BusinessVerificationCard } from "@web/features/verification/components/business-verification-card";
import { lazy, Suspense } from "react";

// Fetched beside the form rather than with it: the page shows within its budget, the panel a moment
// later, in the frame its placeholder already holds, so the form below does not jump by the card's
// height when its code arrives (it still grows when a founder's verification form fills it).
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
        <Suspense
          fallback={
            <BusinessVerificationCard>
              <Spinner label={m.verification_loading()} />
            </BusinessVerificationCard>
          }
        >
          <BusinessVerificationPanel />
        </Suspense>
      }
    />
  );
}
