import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TCampaign } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { FounderCampaignStatusBadge } from "@web/components/campaign-status-badge";
import { InlineError } from "@web/components/inline-error";
import { loadOnUse } from "@web/components/load-on-use";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useDeleteCampaign } from "@web/features/campaigns/api/delete-campaign";
import { useFounderCampaign } from "@web/features/campaigns/api/get-founder-campaign";
import { useUpdateCampaign } from "@web/features/campaigns/api/update-campaign";
import { FounderCampaignForm } from "@web/features/campaigns/components/founder-campaign-form";
import {
  type CampaignFormResult,
  campaignToFormValues,
  FORM_MODE,
} from "@web/features/campaigns/components/founder-campaign-values";
import { toastSaved } from "@web/features/campaigns/components/toast-saved";
import { useFounderBusiness } from "@web/features/founders/api/get-founder-business";
import { ApiError } from "@web/lib/api-client";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { SearchX, Trash2 } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link, useNavigate, useParams } from "react-router";

// The confirmation (Radix's dialog code) loads when Delete Campaign is first pressed.
const FounderDeleteCampaignDialog = loadOnUse(
  () =>
    import("@web/features/campaigns/components/founder-delete-campaign-dialog").then(
      (dialog) => dialog.FounderDeleteCampaignDialog,
    ),
  "dialog",
);

function BackLink() {
  return (
    <Link to="/founder/campaigns" className="text-primary underline underline-offset-4">
      {m.campaigns_backToCampaigns()}
    </Link>
  );
}

/** /founder/campaigns/{id}: edit any field (all five statuses) or delete the campaign. */
type FounderEditCampaignPageProps = {
  /** The investments area's list of this campaign's investments, composed in by the app. */
  renderInvestments?: (campaign: TCampaign) => ReactNode;
};

export function FounderEditCampaignPage({ renderInvestments }: FounderEditCampaignPageProps) {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const campaign = useFounderCampaign(id);
  const business = useFounderBusiness();
  const updateCampaign = useUpdateCampaign();
  const deleteCampaign = useDeleteCampaign();
  const defaults = useMemo(() => (campaign.data ? campaignToFormValues(campaign.data) : null), [campaign.data]);

  // The business says whether Active goes to review, which the form tells before saving.
  if (campaign.isPending || business.isPending) return <Spinner label={m.campaigns_loadingCampaign()} />;

  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404) {
      return (
        <section className="mx-auto flex max-w-lg flex-col items-center gap-3 py-10 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{CAMPAIGN_MESSAGES.notFoundTitle}</h1>
          <p className="text-muted-foreground">{CAMPAIGN_MESSAGES.notFoundText}</p>
          <Button asChild>
            <Link to="/founder/campaigns">{m.campaigns_backToMyCampaigns()}</Link>
          </Button>
        </section>
      );
    }
    return (
      <section>
        <PageHeader title={m.campaigns_editCampaign()} description={<BackLink />} />
        <InlineError message={CAMPAIGN_MESSAGES.errorLoadingInline} onRetry={() => campaign.refetch()} />
      </section>
    );
  }

  const onSubmit = async (values: CampaignFormResult) => {
    try {
      const saved = await updateCampaign.mutateAsync({ id, input: values });
      toastSaved(saved, campaign.data.status, CAMPAIGN_MESSAGES.updated);
      navigate("/founder/campaigns");
    } catch (error) {
      toast.error(CAMPAIGN_MESSAGES.errorUpdating, { description: errorMessageOf(error) });
      throw error;
    }
  };

  const onDelete = async () => {
    try {
      await deleteCampaign.mutateAsync(id);
      toast.success(CAMPAIGN_MESSAGES.deleted);
      navigate("/founder/campaigns", { replace: true });
    } catch (error) {
      // 409: the campaign has investments; the server's sentence says what to do instead.
      toast.error(CAMPAIGN_MESSAGES.errorDeleting, { description: errorMessageOf(error) });
    }
  };

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title={m.campaigns_editCampaign()}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-foreground">{campaign.data.title}</span>
            <FounderCampaignStatusBadge status={campaign.data.status} />
            <BackLink />
          </span>
        }
      />
      {/* First: a new investment's notification leads here, and deciding it is the urgent part.
          A draft that nobody can invest in yet has nothing to show. */}
      {(campaign.data.status === "active" || campaign.data.investmentCount > 0) && renderInvestments?.(campaign.data)}
      {defaults && (
        <FounderCampaignForm
          key={campaign.data.id}
          mode={FORM_MODE.edit}
          businessVerified={Boolean(business.data?.verifiedAt)}
          defaultValues={defaults}
          submitLabel={m.campaigns_saveChanges()}
          submittingLabel={m.campaigns_saving()}
          onSubmit={onSubmit}
          actions={
            <FounderDeleteCampaignDialog
              trigger={
                <Button variant="outline" className="w-full border-destructive/50 text-destructive sm:w-auto">
                  <Trash2 aria-hidden="true" /> {m.campaigns_deleteCampaign()}
                </Button>
              }
              campaignTitle={campaign.data.title}
              onConfirm={onDelete}
            />
          }
        />
      )}
    </section>
  );
}
