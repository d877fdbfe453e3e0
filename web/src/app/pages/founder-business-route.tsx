import { FounderBusinessPage } from "@web/features/founders/pages/founder-business-page";
import { BusinessVerificationPanel } from "@web/features/verification/components/business-verification-panel";

/** The founder's business form with the verification area's panel: its registration and certificate. */
export function FounderBusinessRoute() {
  return <FounderBusinessPage verification={<BusinessVerificationPanel />} />;
}
