import { ADMIN_MESSAGES } from "@domain/constants/admin";
import { formatDate, formatUsd } from "@domain/format";
import type { TAdminCampaign } from "@domain/schemas/admin";
import { m } from "@i18n/messages";
import { FounderCampaignStatusBadge } from "@web/components/campaign-status-badge";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import { useReviewCampaign } from "@web/features/admin/api/review-campaign";
import { ADMIN_TEXTS, CAMPAIGN_TEXTS as T } from "@web/features/admin/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Link } from "react-router";

const ReasonDialog = loadOnUse(() => import("./reason-dialog").then((mod) => mod.ReasonDialog), "dialog");

/** One campaign in /admin/campaigns; a Pending Review one has Approve and Reject. */
export function AdminCampaignRow({ campaign }: { campaign: TAdminCampaign }) {
  const review = useReviewCampaign();

  const approve = async () => {
    try {
      await review.mutateAsync({ campaignId: campaign.id, decision: "active" });
      toast.success(ADMIN_MESSAGES.campaignApproved, { description: campaign.title });
    } catch (error) {
      toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) });
    }
  };
  const reject = async (reason: string) => {
    try {
      await review.mutateAsync({ campaignId: campaign.id, decision: "rejected", reason });
      toast.success(ADMIN_MESSAGES.campaignRejected, { description: campaign.title });
    } catch (error) {
      toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) });
      throw error;
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{campaign.title}</h3>
          <FounderCampaignStatusBadge status={campaign.status} />
        </div>
        <p className="text-sm">
          <Link to={`/businesses/${campaign.businessId}`} className="underline underline-offset-4">
            {campaign.businessName}
          </Link>{" "}
          <span className="text-muted-foreground">{m.admin_by({ name: campaign.founderName })}</span>
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{campaign.summary}</p>
        <p className="text-xs text-muted-foreground">
          {m.admin_campaignDates({
            goal: formatUsd(campaign.fundingGoal),
            created: formatDate(campaign.createdAt),
            updated: formatDate(campaign.updatedAt),
          })}
        </p>
        {campaign.reviewReason && (
          <p className="text-xs text-destructive">{m.admin_reasonLine({ reason: campaign.reviewReason })}</p>
        )}
      </div>
      {campaign.status === "pending" && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" disabled={review.isPending} onClick={approve}>
            {T.approve}
          </Button>
          <ReasonDialog
            trigger={
              <Button size="sm" variant="destructive" disabled={review.isPending}>
                {T.reject}
              </Button>
            }
            title={m.admin_rejectCampaignTitle({ title: campaign.title })}
            description={T.rejectDescription}
            label={ADMIN_TEXTS.reasonLabel}
            confirmLabel={T.rejectConfirm}
            requiredMessage={ADMIN_MESSAGES.rejectReasonRequired}
            onConfirm={reject}
          />
        </div>
      )}
    </li>
  );
}
