import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { formatUsd } from "@domain/format";
import type { TCampaign } from "@domain/schemas/campaigns";
import { CardGridSkeleton } from "@web/components/card-grid-skeleton";
import { FounderBusinessRequired } from "@web/components/founder-business-required";
import { FounderCampaignCard } from "@web/components/founder-campaign-card";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { type QuickLink, QuickLinks } from "@web/components/quick-links";
import { Button } from "@web/components/ui/button";
import { useFounderCampaigns } from "@web/features/campaigns/api/get-founder-campaigns";
import { useFounderBusiness } from "@web/features/founders/api/get-founder-business";
import { ClipboardCheck, Megaphone, Plus, Store, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const QUICK_LINKS: ReadonlyArray<QuickLink> = [
  { to: "/founder/business", label: "My Business", text: "Keep your profile investor-ready", icon: Store },
  { to: "/founder/campaigns", label: "My Campaigns", text: "Create and manage your raises", icon: Megaphone },
  { to: "/due-diligence", label: "Due Diligence", text: "Follow investors' reviews", icon: ClipboardCheck },
  { to: "/investors", label: "Investors", text: "Find investors who fit", icon: Users },
];

/** How many of the founder's campaigns the dashboard lists; the rest are one click away. */
const RECENT_CAMPAIGNS = 3;

function countersOf(campaigns: TCampaign[]) {
  return [
    { label: "Campaigns", value: String(campaigns.length) },
    { label: "Active campaigns", value: String(campaigns.filter((c) => c.status === "active").length) },
    { label: "Total raised", value: formatUsd(campaigns.reduce((sum, c) => sum + c.raised, 0)) },
    { label: "Investments", value: String(campaigns.reduce((sum, c) => sum + c.investmentCount, 0)) },
  ];
}

/**
 * /founder/dashboard: where to go next, the founder's real figures, and their latest campaigns.
 * `matches` is the matching area's first 4 investor matches, composed in by the app.
 */
export function FounderDashboardPage({
  dueDiligence,
  matches,
}: {
  dueDiligence?: ReactNode;
  matches?: ReactNode;
} = {}) {
  const business = useFounderBusiness();
  const campaigns = useFounderCampaigns();
  const needsBusiness = business.isSuccess && business.data === null;

  return (
    <section className="space-y-8">
      <PageHeader
        title="Founder Dashboard"
        description={business.data ? business.data.businessName : "Raise from investors across Africa."}
        actions={
          !needsBusiness && (
            <Button asChild>
              <Link to="/founder/campaigns/new">
                <Plus aria-hidden="true" /> Create Campaign
              </Link>
            </Button>
          )
        }
      />
      {needsBusiness && <FounderBusinessRequired />}

      <QuickLinks links={QUICK_LINKS} />

      <section aria-labelledby="campaign-figures" className="space-y-3">
        <h2 id="campaign-figures" className="text-xl font-semibold">
          Your numbers
        </h2>
        {campaigns.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your figures…
          </p>
        ) : campaigns.isError ? (
          <InlineError message={CAMPAIGN_MESSAGES.errorLoadingInline} onRetry={() => campaigns.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {countersOf(campaigns.data).map(({ label, value }) => (
              <div key={label} className="space-y-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-bold tabular-nums break-words">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section aria-labelledby="recent-campaigns" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-campaigns" className="text-xl font-semibold">
            Your campaigns
          </h2>
          {campaigns.data && campaigns.data.length > RECENT_CAMPAIGNS && (
            <Link
              to="/founder/campaigns"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              View all {campaigns.data.length}
            </Link>
          )}
        </div>
        {campaigns.isPending ? (
          <CardGridSkeleton label="Loading campaigns" count={RECENT_CAMPAIGNS} />
        ) : campaigns.isError ? null : campaigns.data.length === 0 ? (
          <div className="rounded-xl border border-dashed p-6 text-center">
            <p className="font-semibold">{CAMPAIGN_MESSAGES.noCampaigns}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {needsBusiness
                ? "Your campaigns will show here once your business profile is set up."
                : "Your campaigns and what they have raised will show here."}
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {campaigns.data.slice(0, RECENT_CAMPAIGNS).map((campaign) => (
              <li key={campaign.id} className="flex">
                <FounderCampaignCard campaign={campaign} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* The due-diligence area's first 3 processes, composed in by the app. */}
      {dueDiligence}
      {matches}
    </section>
  );
}
