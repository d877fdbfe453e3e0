import { type DueDiligenceStatus, DUE_DILIGENCE_MESSAGES as M, type MeetingStatus } from "./constants/due-diligence";

// The due-diligence workflow (spec part 2, section 4; CLARIFICATIONS "Due diligence"): pure
// rules shared by the server, which enforces them, and the web, which mirrors them.
// docs/domain/due-diligence.md draws the same table as a state diagram.

export type { DueDiligenceStatus };
/** Which side of a process someone is on: its investor, or the owner of its business. */
export type Party = "investor" | "founder";

export const STATUS_LABELS: Record<DueDiligenceStatus, string> = {
  initial_contact: "Initial Contact",
  pitch_deck_review: "Pitch Deck Review",
  "q&a_scheduled": "Q&A Scheduled",
  "follow_up_q&a": "Follow-up Q&A",
  due_diligence_docs: "Due Diligence Docs",
  term_sheet: "Term Sheet Negotiation",
  closing: "Closing",
  approved: "Approved",
  declined: "Declined",
};

/** Progress set on reaching a stage; null for the end states, which keep the progress reached. */
export const STATUS_PROGRESS: Record<DueDiligenceStatus, number | null> = {
  initial_contact: 10,
  pitch_deck_review: 25,
  "q&a_scheduled": 40,
  "follow_up_q&a": 55,
  due_diligence_docs: 70,
  term_sheet: 85,
  closing: 100,
  approved: null,
  declined: null,
};

/** The unlock rule's stage order: a category unlocked at stage S can be requested at or past S. */
export const STAGE_ORDER: Record<DueDiligenceStatus, number> = {
  initial_contact: 0,
  pitch_deck_review: 1,
  "q&a_scheduled": 2,
  "follow_up_q&a": 3,
  due_diligence_docs: 4,
  term_sheet: 5,
  closing: 6,
  approved: 7,
  declined: 0,
};

/** True when a category that unlocks at `unlockStage` may be requested at `current`. */
export function isUnlocked(current: DueDiligenceStatus, unlockStage: DueDiligenceStatus): boolean {
  return STAGE_ORDER[current] >= STAGE_ORDER[unlockStage];
}

/** Move to Next Step: the one stage each stage leads to. */
export const NEXT_STATUS: Partial<Record<DueDiligenceStatus, DueDiligenceStatus>> = {
  initial_contact: "pitch_deck_review",
  pitch_deck_review: "q&a_scheduled",
  "q&a_scheduled": "follow_up_q&a",
  "follow_up_q&a": "due_diligence_docs",
  due_diligence_docs: "term_sheet",
  term_sheet: "closing",
};

/** The Next Step box for each stage, recorded when the process reaches it. */
export const NEXT_STEP_TEXT: Record<DueDiligenceStatus, string> = {
  initial_contact: M.initialNextStep,
  pitch_deck_review: "Schedule a Q&A meeting with the founder",
  "q&a_scheduled": "Hold the Q&A meeting and mark it completed",
  "follow_up_q&a": "Follow up on open questions and request due diligence documents",
  due_diligence_docs: "Review every shared document",
  term_sheet: "Negotiate and agree the term sheet",
  closing: "Investor approves the deal to complete the process",
  approved: "Process complete",
  declined: "Investor may restart the process",
};

/** Last Communication recorded when a process reaches a stage by Move to Next Step. */
export const movedToText = (status: DueDiligenceStatus) => `Moved to ${STATUS_LABELS[status]}`;

/** Stages where the process is still being worked on; Move to Next Step and Decline apply. */
export const ACTIVE_STATUSES: readonly DueDiligenceStatus[] = [
  "initial_contact",
  "pitch_deck_review",
  "q&a_scheduled",
  "follow_up_q&a",
  "due_diligence_docs",
  "term_sheet",
];
/** The Completed tab (CLARIFICATIONS): closing, approved and declined. */
export const COMPLETED_STATUSES: readonly DueDiligenceStatus[] = ["closing", "approved", "declined"];

export const isCompletedStatus = (s: DueDiligenceStatus) => COMPLETED_STATUSES.includes(s);
/** Decline is open at any stage before the end states (closing included: the deal may still fall through). */
export const isDeclinable = (s: DueDiligenceStatus) => s !== "approved" && s !== "declined";

export type BadgeTone = "green" | "red" | "blue" | "outline";
export function badgeTone(s: DueDiligenceStatus): BadgeTone {
  if (s === "approved") return "green";
  if (s === "declined") return "red";
  if (s === "closing") return "blue";
  return "outline";
}

/** What the advance conditions look at; the server counts them, the web receives them. */
export type AdvanceFacts = { documentsTotal: number; documentsViewed: number; meetingsCompleted: number };

export type Refusal =
  | "end_state"
  | "closing"
  | "meeting_needed"
  | "documents_needed"
  | "investor_only"
  | "not_closing"
  | "not_declined";

export const REFUSAL_MESSAGES: Record<Refusal, string> = {
  end_state: M.notActive,
  closing: M.cannotAdvance,
  meeting_needed: M.advanceMeetingNeeded,
  documents_needed: M.advanceDocumentsNeeded,
  investor_only: M.investorOnly,
  not_closing: M.notClosing,
  not_declined: M.notDeclined,
};

/** The Move to Next Step button: hidden for approved, declined and closing. */
export const showsAdvance = (s: DueDiligenceStatus) => NEXT_STATUS[s] !== undefined;

/** Why the current stage cannot advance yet (the button then reads Complete Current Step First). */
export function advanceBlocker(s: DueDiligenceStatus, facts: AdvanceFacts): Refusal | null {
  if (s === "q&a_scheduled" && facts.meetingsCompleted < 1) return "meeting_needed";
  if (s === "due_diligence_docs" && (facts.documentsTotal < 1 || facts.documentsViewed < facts.documentsTotal)) {
    return "documents_needed";
  }
  return null;
}

export type Action = "advance" | "decline" | "approve" | "restart";
export type Decision = { ok: true; to: DueDiligenceStatus } | { ok: false; refusal: Refusal };

const refuse = (refusal: Refusal): Decision => ({ ok: false, refusal });

/** The transition table: may `by` do `action` at `from`, and where does it lead. */
export function decide(action: Action, from: DueDiligenceStatus, by: Party, facts: AdvanceFacts): Decision {
  switch (action) {
    case "advance": {
      const to = NEXT_STATUS[from];
      if (!to) return refuse(from === "closing" ? "closing" : "end_state");
      const blocker = advanceBlocker(from, facts);
      return blocker ? refuse(blocker) : { ok: true, to };
    }
    case "decline":
      return isDeclinable(from) ? { ok: true, to: "declined" } : refuse("end_state");
    case "approve":
      if (by !== "investor") return refuse("investor_only");
      return from === "closing" ? { ok: true, to: "approved" } : refuse("not_closing");
    case "restart":
      if (by !== "investor") return refuse("investor_only");
      return from === "declined" ? { ok: true, to: "initial_contact" } : refuse("not_declined");
  }
}

/** Progress after reaching `to` (the end states keep what was reached; approval completes it). */
export function progressAfter(to: DueDiligenceStatus, current: number): number {
  if (to === "approved") return 100;
  return STATUS_PROGRESS[to] ?? current;
}

// Meetings: pending_approval -> scheduled (the other party approves) -> completed; cancelled
// when the other party declines it, either party cancels it, or the process is declined.

export type MeetingAction = "approve" | "decline" | "complete" | "cancel";
export type MeetingDecision =
  | { ok: true; to: MeetingStatus }
  | { ok: false; refusal: "not_pending" | "own" | "not_scheduled" | "closed" };

export function decideMeeting(action: MeetingAction, from: MeetingStatus, byScheduler: boolean): MeetingDecision {
  switch (action) {
    case "approve":
    case "decline":
      if (from !== "pending_approval") return { ok: false, refusal: "not_pending" };
      if (byScheduler) return { ok: false, refusal: "own" };
      return { ok: true, to: action === "approve" ? "scheduled" : "cancelled" };
    case "complete":
      return from === "scheduled" ? { ok: true, to: "completed" } : { ok: false, refusal: "not_scheduled" };
    case "cancel":
      return from === "pending_approval" || from === "scheduled"
        ? { ok: true, to: "cancelled" }
        : { ok: false, refusal: "closed" };
  }
}

export const MEETING_REFUSAL_MESSAGES = {
  not_pending: M.meetingNotPending,
  own: M.meetingOwnApproval,
  not_scheduled: M.meetingNotScheduled,
  closed: M.meetingClosed,
} as const;

/** Meetings may be scheduled while the process is open (not approved or declined). */
export const acceptsMeetings = (s: DueDiligenceStatus) => isDeclinable(s);
