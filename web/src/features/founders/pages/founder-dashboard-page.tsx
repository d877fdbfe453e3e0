import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { formatNumber, formatUsd } from "@domain/format";
import type { TCampaign } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
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

/** Made when the page renders, so the links read in the language of the moment. */
const quickLinks = (): ReadonlyArray<QuickLink> => [
  { to: "/founder/business", label: m.founders_myBusiness(), text: m.founders_myBusinessLinkText(), icon: Store },
  {
    to: "/founder/campaigns",
    label: m.founders_myCampaigns(),
    text: m.founders_myCampaignsLinkText(),
    icon: Megaphone,
  },
  {
    to: "/due-diligence",
    label: m.founders_dueDiligence(),
    text: m.founders_dueDiligenceLinkText(),
    icon: ClipboardCheck,
  },
  { to: "/investors", label: m.founders_investors(), text: m.founders_investorsLinkText(), icon: Users },
];

/** How many of the founder's campaigns the dashboard lists; the rest are one click away. */
const RECENT_CAMPAIGNS = 3;

function countersOf(campaigns: TCampaign[]) {
  return [
    { key: "campaigns", label: m.founders_statCampaigns(), value: formatNumber(campaigns.length) },
    {
      key: "active",
      label: m.founders_statActiveCampaigns(),
      value: formatNumber(campaigns.filter((c) => c.status === "active").length),
    },
    {
      key: "raised",
      label: m.founders_statTotalRaised(),
      value: formatUsd(campaigns.reduce((sum, c) => sum + c.raised, 0)),
    },
    {
      key: "investments",
      label: m.founders_statInvestments(),
      value: formatNumber(campaigns.reduce((sum, c) => sum + c.investmentCount, 0)),
    },
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
        title={m.founders_dashboardTitle()}
        description={business.data ? business.data.businessName : m.founders_dashboardDescription()}
        actions={
          !needsBusiness && (
            <Button asChild>
              <Link to="/founder/campaigns/new">
                <Plus aria-hidden="true" /> {m.founders_createCampaign()}
              </Link>
            </Button>
          )
        }
      />
      {needsBusiness && <FounderBusinessRequired />}

      <QuickLinks links={quickLinks()} />

      <section aria-labelledby="campaign-figures" className="space-y-3">
        <h2 id="campaign-figures" className="text-xl font-semibold">
          {m.founders_yourNumbers()}
        </h2>
        {campaigns.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {m.founders_loadingFigures()}
          </p>
        ) : campaigns.isError ? (
          <InlineError message={CAMPAIGN_MESSAGES.errorLoadingInline} onRetry={() => campaigns.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {countersOf(campaigns.data).map(({ key, label, value }) => (
              <div key={key} className="space-y-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
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
            {m.founders_yourCampaigns()}
          </h2>
          {campaigns.data && campaigns.data.length > RECENT_CAMPAIGNS && (
            <Link
              to="/founder/campaigns"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {m.founders_viewAllCampaigns({ count: formatNumber(campaigns.data.length) })}
            </Link>
          )}
        </div>
        {campaigns.isPending ? (
          <CardGridSkeleton label={m.founders_loadingCampaigns()} count={RECENT_CAMPAIGNS} />
        ) : campaigns.isError ? null : campaigns.data.length === 0 ? (
          <div className="rounded-xl border border-dashed p-6 text-center">
            <p className="font-semibold">{CAMPAIGN_MESSAGES.noCampaigns}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {needsBusiness ? m.founders_campaignsAfterBusiness() : m.founders_campaignsWillShow()}
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
