import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { isCompletedStatus } from "@domain/due-diligence/stages";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useProcess } from "@web/features/due-diligence/api/get-process";
import { processesQueryOptions, useProcesses } from "@web/features/due-diligence/api/get-processes";
import { ProcessCard } from "@web/features/due-diligence/components/process-card";
import { ProcessDetail } from "@web/features/due-diligence/components/process-detail";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { ApiError } from "@web/lib/api-client";
import type { PagePrefetch } from "@web/lib/page-prefetch";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { useViewer } from "@web/lib/session";
import { toast } from "@web/lib/toast";
import { ClipboardList } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";

type Tab = "active" | "completed";

// The document room's section (its dialogs and upload code) follows the panel instead of
// holding up the page's first load.
const DocumentsSection = lazy(() =>
  import("@web/features/due-diligence/components/documents-section").then((m) => ({ default: m.DocumentsSection })),
);
const tabOf = (p: TProcess): Tab => (isCompletedStatus(p.status) ? "completed" : "active");

function ProcessList({
  items,
  selectedId,
  onSelect,
  empty,
}: {
  items: TProcess[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  empty: string;
}) {
  if (items.length === 0)
    return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((p) => (
        <li key={p.id}>
          <ProcessCard process={p} selected={p.id === selectedId} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

/** /due-diligence and /due-diligence/{id}: the viewer's processes in two tabs and the selected one in the detail panel. */
/** The viewer's processes, asked for as soon as this code is in (app/page-data.ts). */
export const prefetch: PagePrefetch = (queryClient) => void queryClient.prefetchQuery(processesQueryOptions);

export function DueDiligencePage() {
  const { id: routeId = null } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const role = viewer.status === "signed-in" ? viewer.role : null;
  const list = useProcesses();
  const items = list.data?.items ?? [];
  const inList = routeId ? items.find((p) => p.id === routeId) : undefined;
  const single = useProcess(routeId && list.isSuccess && !inList ? routeId : null);
  const [tab, setTab] = useState<Tab>("active");
  // Without an id in the address the first process is shown, and stays selected when it moves tab.
  const [pickedId, setPickedId] = useState<string | null>(null);
  const fallbackId = items.find((p) => tabOf(p) === tab)?.id ?? null;
  useEffect(() => {
    if (!routeId && !pickedId && fallbackId) setPickedId(fallbackId);
  }, [routeId, pickedId, fallbackId]);
  const selected =
    inList ?? single.data ?? (routeId ? undefined : items.find((p) => p.id === (pickedId ?? fallbackId)));

  useEffect(() => {
    if (list.isError) toast.error(M.errorLoading, { description: errorMessageOf(list.error) });
  }, [list.isError, list.error]);

  // Selecting a process switches the tab to the list it belongs to.
  const selectedTab = selected ? tabOf(selected) : null;
  useEffect(() => {
    if (selectedTab) setTab(selectedTab);
  }, [selectedTab]);

  const select = (id: string) => {
    navigate(`/due-diligence/${id}`, { replace: routeId !== null });
    requestAnimationFrame(() => document.getElementById(`process-${id}`)?.scrollIntoView({ block: "nearest" }));
  };

  const active = items.filter((p) => tabOf(p) === "active");
  const completed = items.filter((p) => tabOf(p) === "completed");
  const counts = list.data?.counts ?? { active: 0, completed: 0 };
  const header = (
    <PageHeader
      title={T.pageTitle}
      description={role === "founder" ? T.pageDescriptionFounder : T.pageDescriptionInvestor}
    />
  );

  if (list.isPending) {
    return (
      <section aria-busy="true">
        {header}
        <p role="status" className="sr-only">
          {T.loading}
        </p>
        <div className="grid gap-4 lg:grid-cols-5">
          <Skeleton className="h-64 rounded-xl lg:col-span-2" />
          <Skeleton className="h-96 rounded-xl lg:col-span-3" />
        </div>
      </section>
    );
  }

  if (items.length === 0 && !routeId) {
    return (
      <section>
        {header}
        {list.isError && <InlineError message={M.errorLoading} onRetry={() => list.refetch()} />}
        <EmptyState icon={ClipboardList} message={role === "founder" ? T.emptyFounder : T.emptyInvestor}>
          <Button asChild>
            {role === "founder" ? (
              <Link to="/investors">{T.viewInvestors}</Link>
            ) : (
              <Link to="/businesses">{T.findBusinesses}</Link>
            )}
          </Button>
        </EmptyState>
      </section>
    );
  }

  const missing = routeId && !selected && (single.isError || (list.isSuccess && !single.isPending && !single.data));
  return (
    <section>
      {header}
      <div className="grid items-start gap-4 lg:grid-cols-5">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="min-w-0 lg:col-span-2">
          <TabsList className="w-full">
            <TabsTrigger value="active" className="flex-1">
              {T.activeTab(counts.active)}
            </TabsTrigger>
            <TabsTrigger value="completed" className="flex-1">
              {T.completedTab(counts.completed)}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="active">
            <ProcessList items={active} selectedId={selected?.id ?? null} onSelect={select} empty={T.emptyActive} />
          </TabsContent>
          <TabsContent value="completed">
            <ProcessList
              items={completed}
              selectedId={selected?.id ?? null}
              onSelect={select}
              empty={T.emptyCompleted}
            />
          </TabsContent>
        </Tabs>
        <div className="min-w-0 lg:col-span-3">
          {selected ? (
            <ProcessDetail
              process={selected}
              documents={
                <Suspense fallback={<Skeleton className="h-24 rounded-lg" />}>
                  <DocumentsSection process={selected} />
                </Suspense>
              }
            />
          ) : missing ? (
            <InlineError
              message={
                single.error instanceof ApiError && single.error.status !== 404
                  ? errorMessageOf(single.error)
                  : T.notFound
              }
            />
          ) : routeId ? (
            <Skeleton className="h-96 rounded-xl" />
          ) : (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
              {T.selectPrompt}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
