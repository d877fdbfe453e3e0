import { DUE_DILIGENCE_MESSAGES as M } from "./constants";
import { type DueDiligenceStatus, isDeclinable, NEXT_STATUS, STATUS_LABELS, STATUS_PROGRESS } from "./stages";

// The due-diligence workflow (spec part 2, section 4; CLARIFICATIONS "Due diligence"): pure
// rules shared by the server, which enforces them, and the web, which mirrors them.
// docs/domain/due-diligence.md draws the same table as a state diagram.

/** Which side of a process someone is on: its investor, or the owner of its business. */
export type Party = "investor" | "founder";

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
