import { DECLINE_REASON_LABELS, DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { isDeclinable, STATUS_LABELS } from "@domain/due-diligence/stages";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { Skeleton } from "@web/components/ui/skeleton";
import { useApproveProcess } from "@web/features/due-diligence/api/approve-process";
import { useRestartProcess } from "@web/features/due-diligence/api/restart-process";
import { AdvanceButton } from "@web/features/due-diligence/components/advance-button";
import { MeetingsSection } from "@web/features/due-diligence/components/meetings-section";
import { StageTrack } from "@web/features/due-diligence/components/stage-track";
import { StatusBadge } from "@web/features/due-diligence/components/status-badge";
import { formatDayTime } from "@web/features/due-diligence/format";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Ban, CalendarPlus, CheckCircle2, MessageSquare, RotateCcw, XCircle } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";

// The dialogs (and the form library Schedule Meeting brings) load when their button is pressed.
const DeclineDialog = lazy(() =>
  import("@web/features/due-diligence/components/decline-dialog").then((m) => ({ default: m.DeclineDialog })),
);
const ScheduleMeetingDialog = lazy(() =>
  import("@web/features/due-diligence/components/schedule-meeting-dialog").then((m) => ({
    default: m.ScheduleMeetingDialog,
  })),
);

// The timeline has a chunk of its own: the page's route budget holds, and it loads with the panel.
const ProcessTimeline = lazy(() =>
  import("@web/features/due-diligence/components/process-timeline").then((m) => ({ default: m.ProcessTimeline })),
);

type Dialog = "schedule" | "decline" | null;

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1 rounded-lg border bg-muted/40 p-3">
      <h3 className="text-sm font-medium">{title}</h3>
      {children}
    </section>
  );
}

function EndActions({ process }: { process: TProcess }) {
  const approve = useApproveProcess(process.id);
  const restart = useRestartProcess(process.id);
  if (process.viewerRole !== "investor") return null;
  const run = async (action: "approve" | "restart") => {
    try {
      await (action === "restart" ? restart : approve).mutateAsync();
      toast.success(action === "restart" ? M.restarted : M.approvedTitle);
    } catch (error) {
      toast.error(M.errorTitle, { description: action === "restart" ? M.restartFailed : errorMessageOf(error) });
    }
  };
  if (process.status === "closing") {
    return (
      <Button className="w-full" onClick={() => run("approve")} disabled={approve.isPending}>
        <CheckCircle2 aria-hidden="true" />
        {T.approve}
      </Button>
    );
  }
  if (process.status === "declined") {
    return (
      <Button className="w-full" onClick={() => run("restart")} disabled={restart.isPending}>
        <RotateCcw aria-hidden="true" />
        {T.restart}
      </Button>
    );
  }
  return null;
}

/** The other party is banned: the process is frozen (the server refuses every action) and says so, neutrally. */
function SuspendedNotice() {
  return (
    <p role="note" className="flex items-center gap-2 rounded-lg border bg-muted p-3 text-sm font-medium">
      <Ban className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {M.accountSuspended}
    </p>
  );
}

/**
 * The detail panel: progress, stages, documents, next step, last communication, meetings,
 * actions and the timeline; while the other party's account is suspended, the notice instead of any action.
 */
export function ProcessDetail({ process, documents }: { process: TProcess; documents?: ReactNode }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const frozen = process.counterpartSuspended;
  const declinedByYou = process.declinedBy === process.viewerRole;
  return (
    <article
      aria-labelledby={`process-${process.id}`}
      className="space-y-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`process-${process.id}`} className="text-xl font-semibold break-words">
            {process.counterpartName}
          </h2>
          <p className="text-sm text-muted-foreground break-words">
            {process.viewerRole === "founder" ? process.businessName : (process.campaignTitle ?? process.businessName)}
          </p>
        </div>
        <StatusBadge status={process.status} />
      </header>

      {frozen && <SuspendedNotice />}

      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span>{STATUS_LABELS[process.status]}</span>
          <span className="font-semibold tabular-nums">{process.progress}%</span>
        </div>
        <Progress value={process.progress} label={T.progressLabel(process.counterpartName)} />
      </div>

      {process.status === "declined" && process.declineReason && (
        <div role="note" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="font-medium">
            {declinedByYou
              ? T.declinedByYou(DECLINE_REASON_LABELS[process.declineReason])
              : T.declinedBy(process.counterpartName, DECLINE_REASON_LABELS[process.declineReason])}
          </p>
          {process.declineNote && <p className="mt-1 break-words">{process.declineNote}</p>}
        </div>
      )}

      <StageTrack process={process} />

      {documents}

      <div className="grid gap-3 sm:grid-cols-2">
        <Box title={T.nextStep}>
          <p className="text-sm">{process.nextStep ?? "—"}</p>
        </Box>
        <Box title={T.lastCommunication}>
          <p className="text-sm break-words">{process.lastCommunication}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={process.lastCommunicationDate}>{formatDayTime(process.lastCommunicationDate)}</time>
          </p>
        </Box>
      </div>

      <MeetingsSection process={process} />

      {!frozen && <QuickActions process={process} dialog={dialog} setDialog={setDialog} />}
      {!frozen && (
        <div className="space-y-2">
          <AdvanceButton process={process} />
          <EndActions process={process} />
        </div>
      )}

      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <ProcessTimeline process={process} />
      </Suspense>
    </article>
  );
}

function QuickActions({
  process,
  dialog,
  setDialog,
}: {
  process: TProcess;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
}) {
  return (
    <section aria-labelledby={`actions-${process.id}`} className="space-y-2">
      <h3 id={`actions-${process.id}`} className="text-sm font-medium">
        {T.quickActions}
      </h3>
      <div className="grid gap-2 sm:grid-cols-2">
        {isDeclinable(process.status) && (
          <Button variant="outline" className="w-full justify-start" onClick={() => setDialog("schedule")}>
            <CalendarPlus aria-hidden="true" />
            {T.scheduleMeeting}
          </Button>
        )}
        <Button asChild variant="outline" className="w-full justify-start">
          <Link to={`/messages?contact=${encodeURIComponent(process.counterpartId)}`}>
            <MessageSquare aria-hidden="true" />
            {T.contact(process.viewerRole)}
          </Link>
        </Button>
        {isDeclinable(process.status) && (
          <Button
            variant="outline"
            className="w-full justify-start text-destructive"
            onClick={() => setDialog("decline")}
          >
            <XCircle aria-hidden="true" />
            {T.decline}
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog === "schedule" && (
          <ScheduleMeetingDialog
            processId={process.id}
            counterpartName={process.counterpartName}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === "decline" && <DeclineDialog process={process} onClose={() => setDialog(null)} />}
      </Suspense>
    </section>
  );
}
