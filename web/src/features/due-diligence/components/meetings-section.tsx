import { DUE_DILIGENCE_MESSAGES as M, MEETING_STATUS_LABELS } from "@domain/due-diligence/constants";
import { hasStarted, type MeetingAction } from "@domain/due-diligence/meetings";
import type { TMeeting } from "@domain/due-diligence/meetings-schemas";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { meetingIcsHref, useMeetings } from "@web/features/due-diligence/api/get-meetings";
import { useSetMeetingStatus } from "@web/features/due-diligence/api/set-meeting-status";
import { formatMeetingWhen } from "@web/features/due-diligence/format";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { CalendarDays, Download, ExternalLink } from "lucide-react";

const DONE_TOAST: Partial<Record<MeetingAction, string>> = {
  approve: M.meetingApproved,
  complete: M.meetingCompleted,
  decline: M.meetingDeclined,
};

function MeetingItem({ meeting, process }: { meeting: TMeeting; process: TProcess }) {
  const act = useSetMeetingStatus(process.id);
  const mine = meeting.scheduledBy === process.viewerRole;
  // A frozen process (the other party is suspended) takes no meeting action; the calendar file stays.
  const open =
    !process.counterpartSuspended && (meeting.status === "pending_approval" || meeting.status === "scheduled");
  // Completing waits for the start time (the server refuses earlier); until then the button says why.
  const started = hasStarted(meeting.startsAt);
  const hintId = `meeting-complete-hint-${meeting.id}`;
  const run = async (action: MeetingAction) => {
    try {
      await act.mutateAsync({ meetingId: meeting.id, action });
      toast.success(DONE_TOAST[action] ?? MEETING_STATUS_LABELS.cancelled);
    } catch (error) {
      toast.error(M.errorTitle, { description: errorMessageOf(error) });
    }
  };
  return (
    <li className="space-y-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium break-words">{meeting.title}</p>
        <Badge
          variant={meeting.status === "completed" ? "secondary" : meeting.status === "cancelled" ? "muted" : "outline"}
        >
          {MEETING_STATUS_LABELS[meeting.status]}
        </Badge>
      </div>
      <p className="flex items-center gap-1.5 text-sm">
        <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <time dateTime={meeting.startsAt}>{formatMeetingWhen(meeting.startsAt, meeting.durationMinutes)}</time>
      </p>
      <p className="text-xs text-muted-foreground">
        {T.proposedBy(meeting.scheduledByName)}
        {open && meeting.status === "pending_approval" && mine && ` · ${T.waitingApproval}`}
      </p>
      {meeting.agenda && <p className="text-sm whitespace-pre-line break-words">{meeting.agenda}</p>}
      <div className="flex flex-wrap gap-2">
        {open && meeting.status === "pending_approval" && !mine && (
          <>
            <Button size="sm" onClick={() => run("approve")} disabled={act.isPending}>
              {T.approveMeeting}
            </Button>
            <Button size="sm" variant="outline" onClick={() => run("decline")} disabled={act.isPending}>
              {T.declineMeeting}
            </Button>
          </>
        )}
        {open && meeting.status === "scheduled" && (
          <Button
            size="sm"
            onClick={() => run("complete")}
            disabled={act.isPending || !started}
            aria-describedby={started ? undefined : hintId}
          >
            {T.completeMeeting}
          </Button>
        )}
        {open && (
          <Button asChild size="sm" variant="ghost">
            <a href={meeting.meetingLink} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {T.joinMeeting}
            </a>
          </Button>
        )}
        {/* The same file either way: an invitation, or once cancelled a cancellation that takes
            the meeting out of a calendar it was added to (decision 030). */}
        <Button asChild size="sm" variant="ghost">
          <a href={meetingIcsHref(process.id, meeting.id)} download>
            <Download aria-hidden="true" />
            {meeting.status === "cancelled" ? T.removeFromCalendar : T.addToCalendar}
          </a>
        </Button>
        {open && (mine || meeting.status === "scheduled") && (
          <Button size="sm" variant="ghost" onClick={() => run("cancel")} disabled={act.isPending}>
            {T.cancelMeeting}
          </Button>
        )}
      </div>
      {open && meeting.status === "scheduled" && !started && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {M.meetingNotStarted}
        </p>
      )}
    </li>
  );
}

export function MeetingsSection({ process }: { process: TProcess }) {
  const meetings = useMeetings(process.id);
  return (
    <section aria-labelledby={`meetings-${process.id}`} className="space-y-2">
      <h3 id={`meetings-${process.id}`} className="text-sm font-medium">
        {T.meetings}
      </h3>
      {meetings.isPending ? (
        <p className="text-sm text-muted-foreground">{T.loadingMeetings}</p>
      ) : meetings.isError ? (
        <p className="text-sm text-destructive">{errorMessageOf(meetings.error)}</p>
      ) : meetings.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noMeetings}</p>
      ) : (
        <ul className="space-y-2">
          {meetings.data.map((m) => (
            <MeetingItem key={m.id} meeting={m} process={process} />
          ))}
        </ul>
      )}
    </section>
  );
}
