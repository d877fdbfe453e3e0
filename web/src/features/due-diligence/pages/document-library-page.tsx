import { DOCUMENT_GROUP_LABELS, DOCUMENT_GROUPS } from "@domain/due-diligence/documents";
import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TLibrary } from "@domain/due-diligence/documents-schemas";
import { FounderBusinessRequired } from "@web/components/founder-business-required";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Progress } from "@web/components/ui/progress";
import { Skeleton } from "@web/components/ui/skeleton";
import { useLibrary } from "@web/features/due-diligence/api/get-library";
import { useLibraryAnalytics } from "@web/features/due-diligence/api/get-library-analytics";
import { LibraryItem } from "@web/features/due-diligence/components/document-library-item";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { NdaSettingCard } from "@web/features/due-diligence/components/nda-setting-card";
import { ApiError } from "@web/lib/api-client";
import { useMemo } from "react";

function Readiness({ library }: { library: TLibrary }) {
  const { readiness } = library;
  return (
    <section aria-labelledby="readiness" className="space-y-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="readiness" className="text-lg font-semibold">
            {T.readiness}
          </h2>
          <p className="text-sm text-muted-foreground">{library.jurisdictionLabel}</p>
        </div>
        <p className="text-3xl font-bold tabular-nums">{readiness.score}%</p>
      </div>
      <Progress value={readiness.score} label={T.readinessLabel} />
      <p className="text-sm">{T.readinessText(readiness.ready, readiness.total)}</p>
      {readiness.missing.length === 0 ? (
        <p className="text-sm text-emerald-700 dark:text-emerald-400">{T.allReady}</p>
      ) : (
        <div className="space-y-1.5">
          <h3 className="text-sm font-medium">{T.missing}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {readiness.missing.map((item) => (
              <li key={item.key} className="rounded-full border bg-muted/50 px-2.5 py-0.5 text-xs">
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** /founder/documents: the founder's document library, its readiness score and the checklist for the business's country. */
export function DocumentLibraryPage() {
  const library = useLibrary();
  const analytics = useLibraryAnalytics();
  const recipients = useMemo(
    () => analytics.data && new Map(analytics.data.documents.map((d) => [d.libraryDocumentId, d.recipients])),
    [analytics.data],
  );
  const noBusiness = library.error instanceof ApiError && library.error.code === "BUSINESS_REQUIRED";
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={T.library}
        description={library.data ? T.libraryDescription(library.data.jurisdictionLabel) : T.libraryHint}
      />
      {library.isPending && (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={T.loading}>
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {noBusiness && <FounderBusinessRequired />}
      {library.isError && !noBusiness && <InlineError message={M.errorLoading} onRetry={() => library.refetch()} />}
      {library.data && (
        <>
          <Readiness library={library.data} />
          <NdaSettingCard businessId={library.data.business.id} />
          {analytics.isError && <InlineError message={T.analyticsError} onRetry={() => analytics.refetch()} />}
          {DOCUMENT_GROUPS.map((group) => {
            const items = library.data.catalogue.filter((item) => item.group === group);
            if (items.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`group-${group}`} className="space-y-2">
                <h2 id={`group-${group}`} className="text-base font-semibold">
                  {DOCUMENT_GROUP_LABELS[group]}
                </h2>
                <ul className="divide-y rounded-xl border bg-card">
                  {items.map((item) => (
                    <LibraryItem
                      key={item.key}
                      item={item}
                      files={library.data.documents.filter((doc) => doc.category === item.key)}
                      recipients={recipients}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
