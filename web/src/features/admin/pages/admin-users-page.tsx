import type { Role } from "@domain/constants/accounts";
import { ADMIN_USERS_PAGE_SIZE } from "@domain/constants/admin";
import { m } from "@i18n/messages";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { SearchBox } from "@web/components/search-box";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminUsers } from "@web/features/admin/api/get-admin-users";
import { AdminUserRow } from "@web/features/admin/components/admin-user-row";
import { ROLE_FILTERS, ADMIN_TEXTS as T, USER_TEXTS } from "@web/features/admin/texts";
import { useMe } from "@web/lib/session";
import { useDebouncedSearch, useUrlFilters } from "@web/lib/use-url-filters";
import { Users } from "lucide-react";
import { useState } from "react";

const ROLES = ["investor", "founder", "admin"] as const satisfies readonly Role[];
const FILTER_KEYS = ["q", "role"] as const;

const roleFrom = (value: string): Role | "" => ((ROLES as readonly string[]).includes(value) ? (value as Role) : "");

/**
 * /admin/users: every account, searchable and paged, with ban, unban and KYC approval. The search
 * filters as you type after a pause, as every other list does, and the filters live in the URL.
 */
export function AdminUsersPage() {
  const me = useMe();
  const { values, setFilters } = useUrlFilters(FILTER_KEYS);
  const q = values.q.trim();
  const role = roleFrom(values.role);
  const search = useDebouncedSearch(values.q, (value) => setFilters({ q: value }, { replace: true }));
  // The page belongs to the filters it was turned for: a new search or role starts at the first page.
  const filterKey = `${q}\n${role}`;
  const [paging, setPaging] = useState({ filterKey, offset: 0 });
  const offset = paging.filterKey === filterKey ? paging.offset : 0;
  const setOffset = (next: number) => setPaging({ filterKey, offset: next });
  const users = useAdminUsers({ q, role, offset, limit: ADMIN_USERS_PAGE_SIZE });
  const page = users.data;
  const viewerId = me.data?.user.id ?? "";

  return (
    <section>
      <PageHeader title={T.usersTitle} description={T.usersDescription} />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <SearchBox
          id="admin-user-search"
          label={T.usersSearchLabel}
          placeholder={T.usersSearchPlaceholder}
          value={search.draft}
          onChange={search.setDraft}
          onSubmit={search.flush}
        />
        <label htmlFor="admin-user-role" className="sr-only">
          {USER_TEXTS.roleFilter}
        </label>
        <NativeSelect
          id="admin-user-role"
          className="sm:w-44"
          value={role}
          onChange={(e) => setFilters({ role: roleFrom(e.target.value) })}
        >
          <option value="">{USER_TEXTS.allRoles}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_FILTERS[r]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {users.isPending ? (
        <Spinner label={USER_TEXTS.loading} />
      ) : users.isError || !page ? (
        <InlineError message={T.usersError} onRetry={() => users.refetch()} />
      ) : page.items.length === 0 ? (
        <EmptyState icon={Users} message={T.usersEmpty} />
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {m.admin_showing({ from: offset + 1, to: offset + page.items.length, total: page.total })}
          </p>
          <ul className="space-y-3" aria-busy={users.isFetching}>
            {page.items.map((user) => (
              <AdminUserRow key={user.id} user={user} viewerId={viewerId} />
            ))}
          </ul>
          <nav aria-label={T.pages} className="mt-4 flex justify-between gap-2">
            <Button
              variant="outline"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - ADMIN_USERS_PAGE_SIZE))}
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
        </>
      )}
    </section>
  );
}
