import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import { type DueDiligenceStatus, isDeclinable, NEXT_STATUS, STATUS_PROGRESS } from "./stages";
import { inEnglishTable, type Message } from "./texts";

// The due-diligence workflow (spec part 2, section 4; CLARIFICATIONS "Due diligence"): pure
// rules shared by the server, which enforces them, and the web, which mirrors them.
// docs/domain/due-diligence.md draws the same table as a state diagram.

/** Which side of a process someone is on: its investor, or the owner of its business. */
export type Party = "investor" | "founder";

/** The Next Step box's message for each stage. */
export const NEXT_STEP_MESSAGES: Record<DueDiligenceStatus, Message> = {
  initial_contact: m.domain_ddNextStepInitialContact,
  pitch_deck_review: m.domain_ddNextStepPitchDeckReview,
  "q&a_scheduled": m.domain_ddNextStepQaScheduled,
  "follow_up_q&a": m.domain_ddNextStepFollowUpQa,
  due_diligence_docs: m.domain_ddNextStepDueDiligenceDocs,
  term_sheet: m.domain_ddNextStepTermSheet,
  closing: m.domain_ddNextStepClosing,
  approved: m.domain_ddNextStepApproved,
  declined: m.domain_ddNextStepDeclined,
};

/**
 * The Next Step recorded when the process reaches a stage: English whatever the writer's language
 * (the API answers it in the reader's, communication.ts nextStepText).
 */
export const NEXT_STEP_TEXT: Readonly<Record<DueDiligenceStatus, string>> = inEnglishTable(NEXT_STEP_MESSAGES);

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

export const REFUSAL_MESSAGES: Readonly<Record<Refusal, string>> = localized({
  end_state: m.domain_ddNotActive,
  closing: m.domain_ddCannotAdvance,
  meeting_needed: m.domain_ddAdvanceMeetingNeeded,
  documents_needed: m.domain_ddAdvanceDocumentsNeeded,
  investor_only: m.domain_ddInvestorOnly,
  not_closing: m.domain_ddNotClosing,
  not_declined: m.domain_ddNotDeclined,
});

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
