import { formatDaysLeft } from "@domain/format";
import type { TCampaign } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { CalendarDays, Pencil, Users } from "lucide-react";
import { Link } from "react-router";
import { FounderCampaignStatusBadge } from "./campaign-status-badge";
import { formatEndDate } from "./founder-campaign-dates";
import { FundingProgress } from "./funding-progress";

/** One of the founder's campaigns in their list: status, money raised against the goal, end date, edit. */
export function FounderCampaignCard({ campaign, headingLevel = 2 }: { campaign: TCampaign; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const editPath = `/founder/campaigns/${campaign.id}`;
  return (
    <Card className="flex w-full flex-col">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <Heading className="min-w-0 text-lg font-semibold leading-tight break-words">
            <Link to={editPath} className="hover:underline focus-visible:underline">
              {campaign.title}
            </Link>
          </Heading>
          <FounderCampaignStatusBadge status={campaign.status} />
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{campaign.summary}</p>
      </CardHeader>
      <CardContent className="mt-auto space-y-4">
        <FundingProgress
          raised={campaign.raised}
          goal={campaign.fundingGoal}
          percent={campaign.percentFunded}
          label={m.ui_campaignFunding({ title: campaign.title })}
        />
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <dt className="sr-only">{m.ui_ends()}</dt>
            <dd>
              {m.ui_endsOn({ date: formatEndDate(campaign.endsAt) })}
              {campaign.status === "active" && ` (${formatDaysLeft(campaign.endsAt)})`}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            <dt className="sr-only">{m.ui_investments()}</dt>
            <dd>{m.ui_investmentCount({ count: campaign.investmentCount })}</dd>
          </div>
        </dl>
        <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
          <Link to={editPath} aria-label={m.ui_editNamed({ name: campaign.title })}>
            <Pencil aria-hidden="true" /> {m.ui_edit()}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
