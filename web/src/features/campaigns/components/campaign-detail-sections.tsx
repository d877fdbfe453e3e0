import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
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
        <Section id="campaign-pitch" title="The Pitch">
          <Text text={pitch} />
        </Section>
      )}
      {(problem || solution) && (
        <Section id="campaign-problem" title="Problem & Solution">
          {problem && <Text title="Problem" text={problem} />}
          {solution && <Text title="Solution" text={solution} />}
        </Section>
      )}
      {(market || businessModel) && (
        <Section id="campaign-market" title="Market & Business Model">
          {market && <Text title="Market" text={market} />}
          {businessModel && <Text title="Business Model" text={businessModel} />}
        </Section>
      )}
      {!hasStory && (
        <Section id="campaign-pitch" title="The Pitch">
          <p className="text-muted-foreground">The founder has not added a pitch yet.</p>
        </Section>
      )}
      <Section id="campaign-team" title="Team">
        <TeamList team={business.team} />
      </Section>
      <Section id="campaign-documents" title="Documents">
        <DocumentList documents={business.documents} />
      </Section>
    </div>
  );
}
