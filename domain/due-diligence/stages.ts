import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import type { Message } from "./texts";

// The due-diligence stages (spec part 2, section 4), written once: the database enum, the
// workflow's order and next stage, and the screen's stage track are all derived from these lists.

/** The seven working stages in the order a process moves through them. */
export const WORKFLOW_STAGES = [
  "initial_contact",
  "pitch_deck_review",
  "q&a_scheduled",
  "follow_up_q&a",
  "due_diligence_docs",
  "term_sheet",
  "closing",
] as const;
/** Where a process ends: approved by the investor after Closing, or declined by either party. */
const END_STATES = ["approved", "declined"] as const;
export const DUE_DILIGENCE_STATUSES = [...WORKFLOW_STAGES, ...END_STATES] as const;
export type DueDiligenceStatus = (typeof DUE_DILIGENCE_STATUSES)[number];

/** Each status's label message (the English one is also what the process records, communication.ts). */
export const STATUS_LABEL_MESSAGES: Record<DueDiligenceStatus, Message> = {
  initial_contact: m.domain_ddStageInitialContact,
  pitch_deck_review: m.domain_ddStagePitchDeckReview,
  "q&a_scheduled": m.domain_ddStageQaScheduled,
  "follow_up_q&a": m.domain_ddStageFollowUpQa,
  due_diligence_docs: m.domain_ddStageDueDiligenceDocs,
  term_sheet: m.domain_ddStageTermSheet,
  closing: m.domain_ddStageClosing,
  approved: m.domain_ddStageApproved,
  declined: m.domain_ddStageDeclined,
};

/** "Pitch Deck Review", "Examen du pitch deck": in the reader's language when read. */
export const STATUS_LABELS: Readonly<Record<DueDiligenceStatus, string>> = localized(STATUS_LABEL_MESSAGES);

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

/**
 * The unlock rule's stage order: a category unlocked at stage S can be requested at or past S.
 * Approved is past every stage; declined counts as the start, so nothing stays unlocked.
 */
export const STAGE_ORDER = Object.fromEntries([
  ...WORKFLOW_STAGES.map((stage, index) => [stage, index]),
  ["approved", WORKFLOW_STAGES.length],
  ["declined", 0],
]) as Record<DueDiligenceStatus, number>;

/** Move to Next Step: the one stage each stage leads to (Closing leads on only by approval). */
export const NEXT_STATUS = Object.fromEntries(
  WORKFLOW_STAGES.slice(0, -1).map((stage, index) => [stage, WORKFLOW_STAGES[index + 1]]),
) as Partial<Record<DueDiligenceStatus, DueDiligenceStatus>>;

/** True when a category that unlocks at `unlockStage` may be requested at `current`. */
export function isUnlocked(current: DueDiligenceStatus, unlockStage: DueDiligenceStatus): boolean {
  return STAGE_ORDER[current] >= STAGE_ORDER[unlockStage];
}

/** The Completed tab (CLARIFICATIONS): closing, approved and declined. */
export const COMPLETED_STATUSES: readonly DueDiligenceStatus[] = ["closing", ...END_STATES];

export const isCompletedStatus = (s: DueDiligenceStatus) => COMPLETED_STATUSES.includes(s);
/** Decline is open at any stage before the end states (closing included: the deal may still fall through). */
export const isDeclinable = (s: DueDiligenceStatus) => !(END_STATES as readonly DueDiligenceStatus[]).includes(s);
