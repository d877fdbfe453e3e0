import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { DocumentList } from "@web/components/document-list";
import { TeamList } from "@web/components/team-list";
import type { ReactNode } from "react";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border bg-card p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Text({ title, text }: { title?: string; text: string }) {
  return (
    <div className="space-y-1">
      {title && <h3 className="font-medium">{title}</h3>}
      <p className="whitespace-pre-line text-muted-foreground">{text}</p>
    </div>
  );
}

/**
 * The founder's story: pitch, problem and solution, market and model, then the team and the
 * documents from the business. A block the founder left empty is left out.
 */
export function CampaignDetailSections({ campaign }: { campaign: TCampaignWithBusiness }) {
  const { pitch, problem, solution, market, businessModel, business } = campaign;
  const hasStory = Boolean(pitch || problem || solution || market || businessModel);
  return (
    <div className="space-y-4">
      {pitch && (
        <Section id="campaign-pitch" title={m.campaigns_thePitch()}>
          <Text text={pitch} />
        </Section>
      )}
      {(problem || solution) && (
        <Section id="campaign-problem" title={m.campaigns_problemAndSolution()}>
          {problem && <Text title={m.campaigns_problem()} text={problem} />}
          {solution && <Text title={m.campaigns_solution()} text={solution} />}
        </Section>
      )}
      {(market || businessModel) && (
        <Section id="campaign-market" title={m.campaigns_marketAndModel()}>
          {market && <Text title={m.campaigns_market()} text={market} />}
          {businessModel && <Text title={m.campaigns_businessModel()} text={businessModel} />}
        </Section>
      )}
      {!hasStory && (
        <Section id="campaign-pitch" title={m.campaigns_thePitch()}>
          <p className="text-muted-foreground">{m.campaigns_noPitch()}</p>
        </Section>
      )}
      <Section id="campaign-team" title={m.campaigns_team()}>
        <TeamList team={business.team} />
      </Section>
      <Section id="campaign-documents" title={m.campaigns_documents()}>
        <DocumentList documents={business.documents} />
      </Section>
    </div>
  );
}
