import { formatNumber } from "@domain/format";
import { JOB_STATES } from "@domain/jobs/job-states";
import { m } from "@i18n/messages";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminJobs } from "@web/features/admin/api/get-admin-jobs";
import { AdminJobRow } from "@web/features/admin/components/admin-job-row";
import { StatCard } from "@web/features/admin/components/stat-card";
import { JOB_STATE_LABELS, JOBS_TEXTS as T } from "@web/features/admin/texts";
import { ListChecks } from "lucide-react";

/**
 * /admin/jobs: the job queue (decision 027) at a glance: how many jobs are in each state, then the
 * failed ones (with Retry) and the pending ones, refreshed every few seconds.
 */
export function AdminJobsPage() {
  const jobs = useAdminJobs();
  const page = jobs.data;
  return (
    <section>
      <PageHeader title={T.title} description={T.description} />
      {jobs.isPending ? (
        <Spinner label={T.loading} />
      ) : jobs.isError || !page ? (
        <InlineError message={T.error} onRetry={() => jobs.refetch()} />
      ) : (
        <>
          <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {JOB_STATES.map((state) => (
              <StatCard key={state} label={JOB_STATE_LABELS[state]} value={formatNumber(page.counts[state])} />
            ))}
          </div>
          {page.items.length === 0 ? (
            <EmptyState icon={ListChecks} message={T.empty} />
          ) : (
            <>
              <ul className="space-y-3" aria-label={T.listLabel}>
                {page.items.map((job) => (
                  <AdminJobRow key={job.id} job={job} />
                ))}
              </ul>
              {page.total > page.items.length && (
                <p className="mt-4 text-sm text-muted-foreground">
                  {m.admin_jobsShown({ shown: formatNumber(page.items.length), total: formatNumber(page.total) })}
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
