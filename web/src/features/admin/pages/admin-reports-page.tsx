import { MODERATION_QUEUE_PAGE_SIZE } from "@domain/reports/report-constants";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminReports } from "@web/features/admin/api/get-admin-reports";
import { AdminReportRow } from "@web/features/admin/components/admin-report-row";
import { MODERATION_TEXTS as M, ADMIN_TEXTS as T } from "@web/features/admin/texts";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";

/** /admin/reports: the moderation queue, newest first; each report's action closes every open report on its content. */
export function AdminReportsPage() {
  const [offset, setOffset] = useState(0);
  const reports = useAdminReports(offset, MODERATION_QUEUE_PAGE_SIZE);
  const page = reports.data;

  return (
    <section>
      <PageHeader title={M.title} description={M.description} />
      {reports.isPending ? (
        <Spinner label={M.loading} />
      ) : reports.isError || !page ? (
        <InlineError message={M.error} onRetry={() => reports.refetch()} />
      ) : page.items.length === 0 ? (
        <EmptyState icon={ShieldCheck} message={M.empty} />
      ) : (
        <>
          <ul className="space-y-3" aria-label={M.listLabel} aria-busy={reports.isFetching}>
            {page.items.map((report) => (
              <AdminReportRow key={report.id} report={report} />
            ))}
          </ul>
          {(offset > 0 || page.nextOffset !== null) && (
            <nav aria-label={T.pages} className="mt-4 flex justify-between gap-2">
              <Button
                variant="outline"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - MODERATION_QUEUE_PAGE_SIZE))}
              >
                {T.previous}
              </Button>
              <Button
                variant="outline"
                disabled={page.nextOffset === null}
                onClick={() => setOffset(page.nextOffset ?? 0)}
              >
                {T.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
