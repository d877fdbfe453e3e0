import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { m } from "@i18n/messages";
import { FounderBusinessRequired } from "@web/components/founder-business-required";
import { PageHeader } from "@web/components/page-header";
import { Spinner } from "@web/components/ui/spinner";
import { useCreateCampaign } from "@web/features/campaigns/api/create-campaign";
import { FounderCampaignForm } from "@web/features/campaigns/components/founder-campaign-form";
import {
  type CampaignFormResult,
  FORM_MODE,
  newCampaignDefaults,
} from "@web/features/campaigns/components/founder-campaign-values";
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
        title={m.campaigns_createCampaign()}
        description={
          <>
            {m.campaigns_createDescription()}{" "}
            <Link to="/founder/campaigns" className="text-primary underline underline-offset-4">
              {m.campaigns_backToCampaigns()}
            </Link>
          </>
        }
      />
      {business.isPending ? (
        <Spinner label={m.campaigns_loadingYourBusiness()} />
      ) : business.isSuccess && business.data === null ? (
        <FounderBusinessRequired />
      ) : (
        <FounderCampaignForm
          mode={FORM_MODE.create}
          businessVerified={Boolean(business.data?.verifiedAt)}
          defaultValues={defaults}
          submitLabel={m.campaigns_createCampaign()}
          submittingLabel={m.campaigns_creating()}
          onSubmit={onSubmit}
        />
      )}
    </section>
  );
}
