import { CAMPAIGN_MESSAGES } from "@domain/constants";
import { useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "../../../components/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessageOf } from "../../../lib/server-field-errors";
import { useCreateCampaign } from "../api/create-campaign";
import { useFounderBusiness } from "../api/get-founder-business";
import { FounderBusinessRequired } from "../components/founder-business-required";
import { type CampaignFormResult, FounderCampaignForm, newCampaignDefaults } from "../components/founder-campaign-form";

/** /founder/campaigns/new: a campaign for the founder's business, draft unless they choose otherwise. */
export function FounderNewCampaignPage() {
  const navigate = useNavigate();
  const business = useFounderBusiness();
  const createCampaign = useCreateCampaign();
  const defaults = useMemo(() => newCampaignDefaults(), []);

  const onSubmit = async (values: CampaignFormResult) => {
    try {
      // The create schema offers only draft, pending and active; the form never holds another.
      await createCampaign.mutateAsync(values as Parameters<typeof createCampaign.mutateAsync>[0]);
      toast.success(CAMPAIGN_MESSAGES.created);
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
          defaultValues={defaults}
          submitLabel="Create Campaign"
          submittingLabel="Creating…"
          onSubmit={onSubmit}
        />
      )}
    </section>
  );
}
