import type { TSampleDataResult } from "@domain/schemas/sample-data";
import { m } from "@i18n/messages";
import { Badge } from "@web/components/ui/badge";
import { SAMPLE_DATA_TEXTS as T, TYPE_LABELS } from "@web/features/sample-data/texts";
import { CircleAlert, CircleCheck, CircleDot } from "lucide-react";

/** One row per item: what it is, who it belongs to, success or the error, and its id. */
export function ResultList({ results, label }: { results: TSampleDataResult[]; label: string }) {
  const failed = results.filter((r) => !r.success).length;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">
        {m.sampleData_resultsHeading({ succeeded: results.length - failed, failed })}
      </h3>
      {/* A long list scrolls in its own box; the region is focusable so a keyboard can scroll it. */}
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-96 overflow-y-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ul className="divide-y">
          {results.map((r, k) => (
            <li
              key={`${r.type}-${r.id ?? k}-${r.entity}`}
              className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:gap-3"
            >
              <span className="mt-0.5 shrink-0" aria-hidden="true">
                {!r.success ? (
                  <CircleAlert className="size-4 text-destructive" />
                ) : r.existing ? (
                  <CircleDot className="size-4 text-muted-foreground" />
                ) : (
                  <CircleCheck className="size-4 text-primary" />
                )}
              </span>
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="font-medium break-words">
                  {r.entity}{" "}
                  <span className="font-normal text-muted-foreground">· {TYPE_LABELS[r.type] ?? r.type}</span>
                </p>
                {r.email && <p className="break-all text-muted-foreground">{r.email}</p>}
                {r.error && <p className="text-destructive">{r.error}</p>}
                {r.id && (
                  <p className="break-all font-mono text-xs text-muted-foreground">
                    {m.sampleData_itemId({ id: r.id })}
                  </p>
                )}
              </div>
              <Badge variant={!r.success ? "outline" : r.existing ? "muted" : "secondary"} className="self-start">
                {!r.success ? T.failed : r.existing ? T.existing : T.created}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
