import { ADMIN_CAMPAIGNS_PAGE_SIZE } from "@domain/constants/admin";
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from "@domain/constants/campaigns";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useAdminCampaigns } from "@web/features/admin/api/get-admin-campaigns";
import { AdminCampaignRow } from "@web/features/admin/components/admin-campaign-row";
import { CAMPAIGN_TEXTS, ADMIN_TEXTS as T } from "@web/features/admin/texts";
import { Megaphone } from "lucide-react";
import { useState } from "react";

/** /admin/campaigns: every campaign by status; Pending Review first, since that is the admin's work. */
export function AdminCampaignsPage() {
  const [status, setStatus] = useState<CampaignStatus>("pending");
  const [offset, setOffset] = useState(0);
  const campaigns = useAdminCampaigns(status, offset, ADMIN_CAMPAIGNS_PAGE_SIZE);
  const page = campaigns.data;
  const tabs: CampaignStatus[] = ["pending", ...CAMPAIGN_STATUSES.filter((s) => s !== "pending")];

  return (
    <section>
      <PageHeader title={T.campaignsTitle} description={T.campaignsDescription} />
      <Tabs
        value={status}
        onValueChange={(value) => {
          setStatus(value as CampaignStatus);
          setOffset(0);
        }}
      >
        <TabsList className="mb-4 h-auto flex-wrap justify-start">
          {tabs.map((s) => (
            <TabsTrigger key={s} value={s}>
              {CAMPAIGN_STATUS_LABELS[s]}
              {page ? ` (${page.counts[s] ?? 0})` : ""}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          {campaigns.isPending ? (
            <Spinner label={CAMPAIGN_TEXTS.loading} />
          ) : campaigns.isError || !page ? (
            <InlineError message={T.campaignsError} onRetry={() => campaigns.refetch()} />
          ) : page.items.length === 0 ? (
            <EmptyState icon={Megaphone} message={T.campaignsEmpty} />
          ) : (
            <>
              <ul className="space-y-3" aria-label={CAMPAIGN_STATUS_LABELS[status]} aria-busy={campaigns.isFetching}>
                {page.items.map((campaign) => (
                  <AdminCampaignRow key={campaign.id} campaign={campaign} />
                ))}
              </ul>
              {(offset > 0 || page.nextOffset !== null) && (
                <nav aria-label={T.pages} className="mt-4 flex justify-between gap-2">
                  <Button
                    variant="outline"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - ADMIN_CAMPAIGNS_PAGE_SIZE))}
                  >
                    {T.previous}
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page.nextOffset === null}
                    onClick={() => setOffset(page.nextOffset ?? 0)}
                  >
                    {T.next}
                  </Button>
                </nav>
              )}
            </>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
