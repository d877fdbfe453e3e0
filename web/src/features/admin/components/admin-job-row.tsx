import { formatDateTime } from "@domain/format";
import type { TAdminJob } from "@domain/jobs/job-schemas";
import { m } from "@i18n/messages";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useRetryJob } from "@web/features/admin/api/retry-job";
import { ADMIN_TEXTS, JOB_STATE_LABELS, JOBS_TEXTS as T } from "@web/features/admin/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { RotateCcw } from "lucide-react";

/** A label and its value: a column on a wide screen, a line of the card on a phone. */
function Field({ label, children, className = "" }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** One pending or failed job: its kind, state, attempts, last error and time, and Retry when failed. */
export function AdminJobRow({ job }: { job: TAdminJob }) {
  const retry = useRetryJob();
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(T.retried, { description: job.kind }),
      onError: (error) => toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) }),
    });
  return (
    <li className="rounded-lg border bg-card p-4" data-testid="admin-job">
      <dl className="grid gap-3 sm:grid-cols-[minmax(0,1.2fr)_7rem_6rem_minmax(0,2fr)_11rem]">
        <Field label={T.kind}>
          <code className="font-mono text-xs">{job.kind}</code>
        </Field>
        <Field label={T.state}>
          <Badge variant={job.state === "failed" ? "destructive" : "secondary"}>{JOB_STATE_LABELS[job.state]}</Badge>
        </Field>
        <Field label={T.attempts}>
          <span className="tabular-nums">{m.admin_jobsAttempts({ attempts: job.attempts, max: job.maxAttempts })}</span>
        </Field>
        <Field label={T.lastError}>
          {job.lastError ? <span className="text-destructive">{job.lastError}</span> : T.noError}
        </Field>
        <Field label={T.runAt}>
          <time dateTime={job.runAt}>{formatDateTime(job.runAt)}</time>
        </Field>
      </dl>
      {job.state === "failed" && (
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retry.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {T.retry}
          </Button>
        </div>
      )}
    </li>
  );
}
