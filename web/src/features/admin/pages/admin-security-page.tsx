import { SECURITY_EVENT_KINDS, type SecurityEventKind } from "@domain/security-events/security-event-kinds";
import { m } from "@i18n/messages";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { SearchBox } from "@web/components/search-box";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminUser } from "@web/features/admin/api/get-admin-user";
import { useSecurityEvents } from "@web/features/admin/api/get-security-events";
import { SecurityEventList } from "@web/features/admin/components/security-event-list";
import { SECURITY_EVENT_LABELS, SECURITY_TEXTS as T } from "@web/features/admin/texts";
import { useDebouncedSearch, useUrlFilters } from "@web/lib/use-url-filters";
import { ShieldCheck, X } from "lucide-react";

const FILTER_KEYS = ["userId", "q", "kind", "from", "to"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const kindFrom = (value: string): SecurityEventKind | "" =>
  (SECURITY_EVENT_KINDS as readonly string[]).includes(value) ? (value as SecurityEventKind) : "";
const dayFrom = (value: string) => (DAY.test(value) ? value : "");

/** Whose events the list is narrowed to (the link from /admin/users), with a way back to everyone. */
function UserFilter({ userId, onClear }: { userId: string; onClear: () => void }) {
  const user = useAdminUser(userId);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
      <span className="min-w-0 flex-1 font-medium">
        {user.data ? m.admin_securityForUser({ name: user.data.fullName }) : T.forUnknown}
      </span>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X className="size-4" aria-hidden="true" />
        {T.allUsers}
      </Button>
    </div>
  );
}

/**
 * /admin/security: the security log, newest first, filtered by account, by a name or e-mail, by
 * kind and by day (UTC), each filter kept in the URL; "Load more" pages on from the last event.
 */
export function AdminSecurityPage() {
  const { values, setFilters } = useUrlFilters(FILTER_KEYS);
  const search = useDebouncedSearch(values.q, (value) => setFilters({ q: value }, { replace: true }));
  const filters = {
    userId: values.userId,
    q: values.q.trim(),
    kind: kindFrom(values.kind),
    from: dayFrom(values.from),
    to: dayFrom(values.to),
  };
  const events = useSecurityEvents(filters);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <PageHeader title={T.title} description={T.description} />
      {filters.userId && <UserFilter userId={filters.userId} onClear={() => setFilters({ userId: "" })} />}
      <div className="mb-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_12rem_12rem]">
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchBox
            id="security-search"
            label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={search.draft}
            onChange={search.setDraft}
            onSubmit={search.flush}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="security-kind" className="sr-only">
            {T.kindFilter}
          </label>
          <NativeSelect
            id="security-kind"
            value={filters.kind}
            onChange={(e) => setFilters({ kind: kindFrom(e.target.value) })}
          >
            <option value="">{T.allKinds}</option>
            {SECURITY_EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SECURITY_EVENT_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="security-from" className="w-8 shrink-0 text-muted-foreground">
            {T.from}
          </label>
          <Input
            id="security-from"
            type="date"
            className="min-w-0"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => setFilters({ from: dayFrom(e.target.value) })}
          />
        </div>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="security-to" className="w-8 shrink-0 text-muted-foreground">
            {T.to}
          </label>
          <Input
            id="security-to"
            type="date"
            className="min-w-0"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => setFilters({ to: dayFrom(e.target.value) })}
          />
        </div>
      </div>
      {events.isPending ? (
        <Spinner label={T.loading} />
      ) : events.isError && items.length === 0 ? (
        <InlineError message={T.error} onRetry={() => events.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={ShieldCheck} message={T.empty} />
      ) : (
        <>
          <SecurityEventList events={items} busy={events.isFetching} />
          {events.isFetchNextPageError ? (
            <div className="mt-4">
              <InlineError message={T.moreError} onRetry={() => events.fetchNextPage()} />
            </div>
          ) : (
            events.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button variant="outline" onClick={() => events.fetchNextPage()} disabled={events.isFetchingNextPage}>
                  {events.isFetchingNextPage ? m.ui_loadingMore() : m.ui_loadMore()}
                </Button>
              </div>
            )
          )}
        </>
      )}
    </section>
  );
}
