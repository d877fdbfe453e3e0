import type { TProcess } from "@domain/due-diligence/process-schemas";
import type { TimelineEventKind, TTimelineEvent } from "@domain/due-diligence/timeline-schemas";
import { formatRelativeTime } from "@domain/format";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useTimeline } from "@web/features/due-diligence/api/get-timeline";
import { eventText, TIMELINE_TEXTS as T } from "@web/features/due-diligence/components/timeline-texts";
import { formatDayTime } from "@web/features/due-diligence/format";
import {
  CalendarClock,
  Eye,
  FilePlus2,
  FileSignature,
  FileUp,
  Flag,
  type LucideIcon,
  ShieldOff,
  Sparkles,
} from "lucide-react";
import { useState } from "react";

// The process's timeline (issue 21), loaded with its own chunk when the detail panel shows it.

/** How many of the newest events show before "Show all". */
const SHOWN = 6;

const ICONS: Record<TimelineEventKind, LucideIcon> = {
  process_started: Sparkles,
  stage_changed: Flag,
  meeting_proposed: CalendarClock,
  meeting_changed: CalendarClock,
  document_requested: FilePlus2,
  document_shared: FileUp,
  document_opened: Eye,
  document_access_revoked: ShieldOff,
  nda_accepted: FileSignature,
};

type ProcessLike = Pick<TProcess, "id" | "viewerRole" | "counterpartName">;

function Event({ event, process }: { event: TTimelineEvent; process: ProcessLike }) {
  const Icon = ICONS[event.kind];
  const who =
    event.actor === null ? null : event.actor === process.viewerRole ? T.byYou : T.by(process.counterpartName);
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      <span className="z-10 flex size-7 shrink-0 items-center justify-center rounded-full border bg-card">
        <Icon className="size-3.5 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="min-w-0 pt-0.5">
        <p className="text-sm break-words">{eventText(event)}</p>
        <p className="text-xs text-muted-foreground">
          {who && <span>{who} · </span>}
          <time dateTime={event.at}>
            {formatDayTime(event.at)} ({formatRelativeTime(event.at)})
          </time>
        </p>
      </div>
    </li>
  );
}

/** What happened in the process, oldest first; the newest few until "Show all" (above them, where the earlier ones go) is pressed. */
export function ProcessTimeline({ process }: { process: ProcessLike }) {
  const timeline = useTimeline(process.id);
  const [all, setAll] = useState(false);
  const headingId = `timeline-${process.id}`;
  const listId = `timeline-list-${process.id}`;
  const events = timeline.data?.events ?? [];
  const shown = all ? events : events.slice(-SHOWN);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-medium">
        {T.title}
      </h3>
      {timeline.isPending && (
        <div className="space-y-2" role="status" aria-busy="true" aria-label={T.loading}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {timeline.isError && <InlineError message={T.error} onRetry={() => timeline.refetch()} />}
      {timeline.data &&
        (events.length === 0 ? (
          <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{T.empty}</p>
        ) : (
          <>
            {timeline.data.truncated && all && (
              <p className="text-xs text-muted-foreground">{T.truncated(events.length)}</p>
            )}
            {events.length > SHOWN && (
              <Button variant="ghost" size="sm" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
                {all ? T.showFewer : T.showAll(events.length)}
              </Button>
            )}
            <ol
              id={listId}
              className="relative before:absolute before:top-2 before:bottom-2 before:left-3.5 before:w-px before:bg-border"
            >
              {shown.map((event) => (
                <Event key={event.id} event={event} process={process} />
              ))}
            </ol>
          </>
        ))}
    </section>
  );
}
