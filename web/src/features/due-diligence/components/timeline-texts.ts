import { type DueDiligenceStatus, STATUS_LABELS } from "@domain/due-diligence/stages";
import { localizedTexts } from "@domain/due-diligence/texts";
import type { TTimelineEvent } from "@domain/due-diligence/timeline-schemas";
import { m } from "@i18n/messages";

// The timeline's words (messages/{en,fr}.json): one sentence per event kind and action. A new kind
// is one more case in eventText.
export const TIMELINE_TEXTS = localizedTexts(
  {
    title: m.dueDiligence_timelineTitle,
    loading: m.dueDiligence_timelineLoading,
    empty: m.dueDiligence_timelineEmpty,
    error: m.dueDiligence_timelineError,
    showFewer: m.dueDiligence_timelineShowFewer,
    byYou: m.dueDiligence_timelineByYou,
  },
  {
    by: (name: string) => m.dueDiligence_timelineBy({ name }),
    truncated: (count: number) => m.dueDiligence_timelineTruncated({ count }),
    showAll: (count: number) => m.dueDiligence_timelineShowAll({ count }),
  },
);

const stageLabel = (status: string | null) =>
  status && status in STATUS_LABELS ? STATUS_LABELS[status as DueDiligenceStatus] : (status ?? "");

function meetingText(e: TTimelineEvent): string {
  const title = e.subject ?? "";
  switch (e.action) {
    case "approve":
      return m.dueDiligence_timelineMeetingAccepted({ title });
    case "decline":
      return m.dueDiligence_timelineMeetingDeclined({ title });
    case "complete":
      return m.dueDiligence_timelineMeetingCompleted({ title });
    default:
      return m.dueDiligence_timelineMeetingCancelled({ title });
  }
}

function stageText(e: TTimelineEvent): string {
  switch (e.action) {
    case "approve":
      return m.dueDiligence_timelineApproved();
    case "decline":
      return m.dueDiligence_timelineDeclined();
    case "restart":
      return m.dueDiligence_timelineRestarted();
    default:
      return m.dueDiligence_timelineMovedTo({ stage: stageLabel(e.status) });
  }
}

/** What happened, in the reader's language. */
export function eventText(e: TTimelineEvent): string {
  const name = e.subject ?? "";
  switch (e.kind) {
    case "process_started":
      return m.dueDiligence_timelineStarted();
    case "stage_changed":
      return stageText(e);
    case "meeting_proposed":
      return m.dueDiligence_timelineMeetingProposed({ title: name });
    case "meeting_changed":
      return meetingText(e);
    case "document_requested":
      return m.dueDiligence_timelineRequested({ name });
    case "document_shared":
      return m.dueDiligence_timelineShared({ name });
    case "document_opened":
      return m.dueDiligence_timelineOpened({ name });
    case "document_access_revoked":
      return e.subject === null
        ? m.dueDiligence_timelineAllAccessRevoked()
        : m.dueDiligence_timelineAccessRevoked({ name });
    case "nda_accepted":
      return m.dueDiligence_timelineNdaAccepted();
  }
}
