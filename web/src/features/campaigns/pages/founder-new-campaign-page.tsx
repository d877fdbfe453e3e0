import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { FounderBusinessRequired } from "@web/components/founder-business-required";
import { PageHeader } from "@web/components/page-header";
import { Spinner } from "@web/components/ui/spinner";
import { useCreateCampaign } from "@web/features/campaigns/api/create-campaign";
import {
  type CampaignFormResult,
  FounderCampaignForm,
  newCampaignDefaults,
} from "@web/features/campaigns/components/founder-campaign-form";
import { toastSaved } from "@web/features/campaigns/components/toast-saved";
import { useFounderBusiness } from "@web/features/founders/api/get-founder-business";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useMemo } from "react";
import { Link, useNavigate } from "react-router";

/** /founder/campaigns/new: a campaign for the founder's business, draft unless they choose otherwise. */
export function FounderNewCampaignPage() {
  const navigate = useNavigate();
  const business = useFounderBusiness();
  const createCampaign = useCreateCampaign();
  const defaults = useMemo(() => newCampaignDefaults(), []);

  const onSubmit = async (values: CampaignFormResult) => {
    try {
      // The create schema offers only draft, pending and active; the form never holds another.
      const campaign = await createCampaign.mutateAsync(values as Parameters<typeof createCampaign.mutateAsync>[0]);
      toastSaved(campaign, null, CAMPAIGN_MESSAGES.created);
      navigate("/founder/campaigns");
    } catch (error) {
      toast.error(CAMPAIGN_MESSAGES.errorCreating, { description: errorMessageOf(error) });
      throw error;
    }
  };

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title="Create Campaign"
        description={
          <>
            Set your terms and tell your story.{" "}
            <Link to="/founder/campaigns" className="text-primary underline underline-offset-4">
              Back to campaigns
            </Link>
          </>
        }
      />
      {business.isPending ? (
        <Spinner label="Loading your business" />
      ) : business.isSuccess && business.data === null ? (
        <FounderBusinessRequired />
      ) : (
        <FounderCampaignForm
          mode="create"
          businessVerified={Boolean(business.data?.verifiedAt)}
          defaultValues={defaults}
          submitLabel="Create Campaign"
          submittingLabel="Creating…"
          onSubmit={onSubmit}
        />
      )}
    </section>
  );
}
