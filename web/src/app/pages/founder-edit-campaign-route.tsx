import { Skeleton } from "@web/components/ui/skeleton";
import { FounderEditCampaignPage } from "@web/features/campaigns/pages/founder-edit-campaign-page";
import { lazy, Suspense, useEffect } from "react";

// The investments list (its queries and decisions) is fetched as the editor mounts, beside the
// campaign itself, rather than with the editor's code: the page's first load stays in its budget.
const loadInvestments = () => import("@web/features/investments/components/founder-campaign-investments");
const FounderCampaignInvestments = lazy(() =>
  loadInvestments().then((m) => ({ default: m.FounderCampaignInvestments })),
);

/** The founder's campaign editor with the investments area's decisions list composed in. */
export function FounderEditCampaignRoute() {
  useEffect(() => void loadInvestments(), []);
  return (
    <FounderEditCampaignPage
      renderInvestments={(campaign) => (
        <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
          <FounderCampaignInvestments campaign={campaign} />
        </Suspense>
      )}
    />
  );
}
