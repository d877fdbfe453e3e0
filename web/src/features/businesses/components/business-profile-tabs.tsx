import { BUSINESS_ACTIONS, BUSINESS_STAGE_LABELS } from "@domain/constants/businesses";
import { formatDate, formatUsd, sectorLabel } from "@domain/format";
import type { TBusinessDetail } from "@domain/schemas/businesses";
import { m } from "@i18n/messages";
import { DocumentList } from "@web/components/document-list";
import { FundingProgress } from "@web/components/funding-progress";
import { TeamList } from "@web/components/team-list";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { ExternalLink, PlayCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { campaignHref } from "./business-card";
import { FundraisingList, MilestoneList, TractionPanel } from "./business-profile-lists";

/** Each tab's value (kept in the page, never shown) and its label, read in the reader's language. */
const TABS = {
  overview: m.businesses_tabOverview,
  details: m.businesses_tabDetails,
  team: m.businesses_tabTeam,
  traction: m.businesses_tabTraction,
  milestones: m.businesses_tabMilestones,
  fundraising: m.businesses_tabFundraising,
  documents: m.businesses_tabDocuments,
} as const;
type Tab = keyof typeof TABS;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border bg-card p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="space-y-0.5">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium break-words">{value || m.businesses_notProvided()}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BusinessProfileTabs({ detail }: { detail: TBusinessDetail }) {
  const { business, activeCampaign } = detail;
  const stage = business.stage ? BUSINESS_STAGE_LABELS[business.stage] : null;
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={m.businesses_tabsLabel()} className="w-full sm:w-auto">
        {(Object.keys(TABS) as Tab[]).map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {TABS[tab]()}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="overview" className="space-y-4">
        <Panel title={m.businesses_about()}>
          <p className="whitespace-pre-line">
            {business.description || <span className="text-muted-foreground">{m.businesses_noDescription()}</span>}
          </p>
          {business.videoPitchUrl && (
            <Button asChild variant="outline" size="sm">
              <a href={business.videoPitchUrl} target="_blank" rel="noopener noreferrer">
                <PlayCircle aria-hidden="true" />
                {m.businesses_watchVideoPitch()}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">{m.businesses_opensInNewTab()}</span>
              </a>
            </Button>
          )}
        </Panel>
        <Panel title={m.businesses_fundraisingNow()}>
          {activeCampaign ? (
            <div className="space-y-3">
              <p className="font-medium">{activeCampaign.title}</p>
              <FundingProgress
                raised={activeCampaign.raised}
                goal={activeCampaign.fundingGoal}
                percent={activeCampaign.percentFunded}
                label={m.businesses_fundingLabel({ name: activeCampaign.title })}
              />
              <Button asChild size="sm">
                <Link to={campaignHref(business.id, activeCampaign.id)}>{BUSINESS_ACTIONS.viewDeal}</Link>
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground">{m.businesses_noActiveCampaignNow()}</p>
          )}
        </Panel>
      </TabsContent>

      <TabsContent value="details">
        <Panel title={m.businesses_tabDetails()}>
          <Facts
            rows={[
              [m.businesses_businessName(), business.businessName],
              [m.businesses_businessType(), sectorLabel(business.businessType)],
              [m.businesses_incorporationCountry(), business.incorporationCountry],
              [m.businesses_stage(), stage],
              [m.businesses_founder(), detail.ownerName],
              [m.businesses_listedSince(), formatDate(business.createdAt)],
            ]}
          />
        </Panel>
      </TabsContent>

      <TabsContent value="team">
        <Panel title={m.businesses_tabTeam()}>
          <TeamList team={business.team} />
        </Panel>
      </TabsContent>

      <TabsContent value="traction">
        <Panel title={m.businesses_tabTraction()}>
          <TractionPanel metrics={business.tractionMetrics} />
        </Panel>
      </TabsContent>

      <TabsContent value="milestones">
        <Panel title={m.businesses_tabMilestones()}>
          <MilestoneList milestones={business.milestones} />
        </Panel>
      </TabsContent>

      <TabsContent value="fundraising">
        <Panel title={m.businesses_fundraisingHistory()}>
          <FundraisingList rounds={business.fundraisingHistory} />
          {business.fundraisingHistory.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {m.businesses_roundsTotal()}{" "}
              <span className="font-medium text-foreground">
                {formatUsd(business.fundraisingHistory.reduce((sum, r) => sum + r.amount, 0))}
              </span>
            </p>
          )}
        </Panel>
      </TabsContent>

      <TabsContent value="documents">
        <Panel title={m.businesses_tabDocuments()}>
          <DocumentList documents={business.documents} />
          {business.documents.length > 0 && (
            <p className="text-sm text-muted-foreground">{m.businesses_documentsThroughDueDiligence()}</p>
          )}
        </Panel>
      </TabsContent>
    </Tabs>
  );
}
