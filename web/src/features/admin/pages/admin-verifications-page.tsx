import { ADMIN_VERIFICATIONS_PAGE_SIZE } from "@domain/verification/constants";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminVerifications } from "@web/features/admin/api/get-admin-verifications";
import { AdminVerificationRow } from "@web/features/admin/components/admin-verification-row";
import { ADMIN_TEXTS, VERIFICATION_QUEUE_TEXTS as T } from "@web/features/admin/texts";
import { BadgeCheck } from "lucide-react";
import { useState } from "react";

/** /admin/verifications: one queue of pending business and investor verification requests, newest first. */
export function AdminVerificationsPage() {
  const [offset, setOffset] = useState(0);
  const queue = useAdminVerifications(offset, ADMIN_VERIFICATIONS_PAGE_SIZE);
  const page = queue.data;

  return (
    <section>
      <PageHeader title={T.title} description={T.description} />
      {queue.isPending ? (
        <Spinner label={T.loading} />
      ) : queue.isError || !page ? (
        <InlineError message={T.error} onRetry={() => queue.refetch()} />
      ) : page.items.length === 0 ? (
        <EmptyState icon={BadgeCheck} message={T.empty} />
      ) : (
        <>
          <ul className="space-y-3" aria-label={T.listLabel} aria-busy={queue.isFetching}>
            {page.items.map((request) => (
              <AdminVerificationRow key={request.id} request={request} />
            ))}
          </ul>
          {(offset > 0 || page.nextOffset !== null) && (
            <nav aria-label={ADMIN_TEXTS.pages} className="mt-4 flex justify-between gap-2">
              <Button
                variant="outline"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - ADMIN_VERIFICATIONS_PAGE_SIZE))}
              >
                {ADMIN_TEXTS.previous}
              </Button>
              <Button
                variant="outline"
                disabled={page.nextOffset === null}
                onClick={() => setOffset(page.nextOffset ?? 0)}
              >
                {ADMIN_TEXTS.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
