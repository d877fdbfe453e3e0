import { BUSINESS_STAGE_LABELS } from "@domain/constants/businesses";
import { formatUsd, sectorLabel } from "@domain/format";
import type { TBusinessDetail } from "@domain/schemas/businesses";
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

const TABS = ["Overview", "Details", "Team", "Traction", "Milestones", "Fundraising", "Documents"] as const;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

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
          <dd className="font-medium break-words">{value || "Not provided"}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BusinessProfileTabs({ detail }: { detail: TBusinessDetail }) {
  const { business, activeCampaign } = detail;
  const stage = business.stage ? BUSINESS_STAGE_LABELS[business.stage] : null;
  return (
    <Tabs defaultValue="Overview">
      <TabsList aria-label="Business profile" className="w-full sm:w-auto">
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="Overview" className="space-y-4">
        <Panel title="About">
          <p className="whitespace-pre-line">
            {business.description || <span className="text-muted-foreground">No description yet.</span>}
          </p>
          {business.videoPitchUrl && (
            <Button asChild variant="outline" size="sm">
              <a href={business.videoPitchUrl} target="_blank" rel="noopener noreferrer">
                <PlayCircle aria-hidden="true" />
                Watch the video pitch
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          )}
        </Panel>
        <Panel title="Fundraising now">
          {activeCampaign ? (
            <div className="space-y-3">
              <p className="font-medium">{activeCampaign.title}</p>
              <FundingProgress
                raised={activeCampaign.raised}
                goal={activeCampaign.fundingGoal}
                percent={activeCampaign.percentFunded}
                label={`${activeCampaign.title} funding`}
              />
              <Button asChild size="sm">
                <Link to={campaignHref(business.id, activeCampaign.id)}>View Deal</Link>
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground">This business has no active campaign right now.</p>
          )}
        </Panel>
      </TabsContent>

      <TabsContent value="Details">
        <Panel title="Details">
          <Facts
            rows={[
              ["Business name", business.businessName],
              ["Business type", sectorLabel(business.businessType)],
              ["Country of incorporation", business.incorporationCountry],
              ["Stage", stage],
              ["Founder", detail.ownerName],
              ["Listed since", dateFormat.format(new Date(business.createdAt))],
            ]}
          />
        </Panel>
      </TabsContent>

      <TabsContent value="Team">
        <Panel title="Team">
          <TeamList team={business.team} />
        </Panel>
      </TabsContent>

      <TabsContent value="Traction">
        <Panel title="Traction">
          <TractionPanel metrics={business.tractionMetrics} />
        </Panel>
      </TabsContent>

      <TabsContent value="Milestones">
        <Panel title="Milestones">
          <MilestoneList milestones={business.milestones} />
        </Panel>
      </TabsContent>

      <TabsContent value="Fundraising">
        <Panel title="Fundraising history">
          <FundraisingList rounds={business.fundraisingHistory} />
          {business.fundraisingHistory.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Total of these rounds:{" "}
              <span className="font-medium text-foreground">
                {formatUsd(business.fundraisingHistory.reduce((sum, r) => sum + r.amount, 0))}
              </span>
            </p>
          )}
        </Panel>
      </TabsContent>

      <TabsContent value="Documents">
        <Panel title="Documents">
          <DocumentList documents={business.documents} />
          {business.documents.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Investors receive documents through due diligence once the founder shares them.
            </p>
          )}
        </Panel>
      </TabsContent>
    </Tabs>
  );
}
