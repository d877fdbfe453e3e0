import { formatDate } from "@domain/format";
import type { TModerationReport } from "@domain/reports/moderation-schemas";
import { MODERATION_MESSAGES, type ModerationAction, REPORT_REASON_LABELS } from "@domain/reports/report-constants";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useActOnReport } from "@web/features/admin/api/act-on-report";
import {
  ADMIN_TEXTS,
  MODERATION_ACTIONS,
  MODERATION_DESCRIPTIONS,
  MODERATION_DONE,
  moderationActionTitle,
  MODERATION_TEXTS as T,
  TARGET_TYPES,
} from "@web/features/admin/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Link } from "react-router";

const ReasonDialog = loadOnUse(() => import("./reason-dialog").then((mod) => mod.ReasonDialog), "dialog");

/** One open report in /admin/reports: the content as reported, who reported it, and the admin's actions. */
export function AdminReportRow({ report }: { report: TModerationReport }) {
  const act = useActOnReport();
  const { snapshot, reporter, reportedUser } = report;

  const run = (action: ModerationAction) => async (note: string) => {
    try {
      const { closed } = await act.mutateAsync({ reportId: report.id, action, note });
      toast.success(MODERATION_DONE[action], { description: m.admin_reportsClosed({ count: closed }) });
    } catch (error) {
      toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) });
      throw error;
    }
  };
  const titleFor = (action: ModerationAction) =>
    moderationActionTitle(action, action === "ban" ? reportedUser.fullName : snapshot.title);

  return (
    <li className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="destructive">{REPORT_REASON_LABELS[report.reason]}</Badge>
        <Badge variant="outline">{TARGET_TYPES[report.targetType]}</Badge>
        <span className="text-muted-foreground">{m.admin_reportedAt({ when: formatDate(report.createdAt) })}</span>
        {report.openOnTarget > 1 && (
          <Badge variant="secondary">{m.admin_openOnTarget({ count: report.openOnTarget })}</Badge>
        )}
      </div>
      <figure className="space-y-1 rounded-lg border-l-4 border-destructive/50 bg-muted/50 p-3">
        <figcaption className="text-xs font-medium text-muted-foreground uppercase">{T.asReported}</figcaption>
        <p className="font-medium break-words">{snapshot.title}</p>
        <p className="text-sm break-words whitespace-pre-wrap">{snapshot.text ?? T.noText}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {m.admin_by({ name: snapshot.ownerName })}
          {reportedUser.banned && <Badge variant="destructive">{T.banned}</Badge>}
          {report.targetLink && (
            <Link to={report.targetLink} className="underline underline-offset-4">
              {T.openCurrent}
            </Link>
          )}
        </p>
      </figure>
      <p className="text-sm text-muted-foreground break-words">
        {m.admin_reporterLine({ name: reporter.fullName, email: reporter.email })}
      </p>
      {report.details && (
        <blockquote className="border-l-2 pl-3 text-sm break-words whitespace-pre-wrap">
          <span className="sr-only">{T.details} </span>
          {report.details}
        </blockquote>
      )}
      <div className="flex flex-wrap gap-2">
        {report.actions.map((action) => (
          <ReasonDialog
            key={action}
            trigger={
              <Button size="sm" variant={action === "dismiss" ? "outline" : "destructive"} disabled={act.isPending}>
                {MODERATION_ACTIONS[action]}
              </Button>
            }
            title={titleFor(action)}
            description={MODERATION_DESCRIPTIONS[action]}
            label={T.noteLabel}
            confirmLabel={MODERATION_ACTIONS[action]}
            requiredMessage={MODERATION_MESSAGES.noteRequired}
            onConfirm={run(action)}
            name="note"
            variant={action === "dismiss" ? "default" : "destructive"}
          />
        ))}
      </div>
    </li>
  );
}
