import { InvestorProfilePage } from "@web/features/investors/pages/investor-profile-page";
import { InvestorVerificationPanel } from "@web/features/verification/components/investor-verification-panel";

/** The investor's profile editor with the verification area's panel: their identity and document. */
export function InvestorProfileRoute() {
  return <InvestorProfilePage verification={<InvestorVerificationPanel />} />;
}
