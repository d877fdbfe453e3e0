import { describe, expect, it } from "vitest";
import { type Action, advanceBlocker, decide, type Party, progressAfter, showsAdvance } from "./process";
import {
  COMPLETED_STATUSES,
  DUE_DILIGENCE_STATUSES,
  type DueDiligenceStatus,
  isUnlocked,
  NEXT_STATUS,
  STAGE_ORDER,
  STATUS_LABELS,
  STATUS_PROGRESS,
} from "./stages";

// The transition table, cell by cell: every action from every status by each party.

const MET = { documentsTotal: 2, documentsViewed: 2, meetingsCompleted: 1 };
const NONE = { documentsTotal: 0, documentsViewed: 0, meetingsCompleted: 0 };

/** The allowed moves, with conditions met; every other (action, from, by) cell is refused. */
const ALLOWED: Array<[Action, DueDiligenceStatus, Party[], DueDiligenceStatus]> = [
  ["advance", "initial_contact", ["investor", "founder"], "pitch_deck_review"],
  ["advance", "pitch_deck_review", ["investor", "founder"], "q&a_scheduled"],
  ["advance", "q&a_scheduled", ["investor", "founder"], "follow_up_q&a"],
  ["advance", "follow_up_q&a", ["investor", "founder"], "due_diligence_docs"],
  ["advance", "due_diligence_docs", ["investor", "founder"], "term_sheet"],
  ["advance", "term_sheet", ["investor", "founder"], "closing"],
  ...(
    [
      "initial_contact",
      "pitch_deck_review",
      "q&a_scheduled",
      "follow_up_q&a",
      "due_diligence_docs",
      "term_sheet",
      "closing",
    ] as const
  ).map((s): [Action, DueDiligenceStatus, Party[], DueDiligenceStatus] => [
    "decline",
    s,
    ["investor", "founder"],
    "declined",
  ]),
  ["approve", "closing", ["investor"], "approved"],
  ["restart", "declined", ["investor"], "initial_contact"],
];

describe("the transition table", () => {
  const actions: Action[] = ["advance", "decline", "approve", "restart"];
  const cells = actions.flatMap((a) =>
    DUE_DILIGENCE_STATUSES.flatMap((s) => (["investor", "founder"] as Party[]).map((by) => [a, s, by] as const)),
  );
  it.each(cells)("%s from %s by %s", (action, from, by) => {
    const allowed = ALLOWED.find(([a, s, parties]) => a === action && s === from && parties.includes(by));
    const decision = decide(action, from, by, MET);
    if (allowed) expect(decision).toEqual({ ok: true, to: allowed[3] });
    else expect(decision.ok).toBe(false);
  });

  it("gives the refusal reasons the server answers with", () => {
    expect(decide("advance", "closing", "investor", MET)).toEqual({ ok: false, refusal: "closing" });
    expect(decide("advance", "approved", "investor", MET)).toEqual({ ok: false, refusal: "end_state" });
    expect(decide("approve", "closing", "founder", MET)).toEqual({ ok: false, refusal: "investor_only" });
    expect(decide("approve", "term_sheet", "investor", MET)).toEqual({ ok: false, refusal: "not_closing" });
    expect(decide("restart", "declined", "founder", MET)).toEqual({ ok: false, refusal: "investor_only" });
    expect(decide("restart", "closing", "investor", MET)).toEqual({ ok: false, refusal: "not_declined" });
  });
});

describe("advance conditions", () => {
  it("needs a completed meeting at Q&A Scheduled", () => {
    expect(decide("advance", "q&a_scheduled", "founder", NONE)).toEqual({ ok: false, refusal: "meeting_needed" });
    expect(advanceBlocker("q&a_scheduled", { ...NONE, meetingsCompleted: 1 })).toBeNull();
  });
  it("needs at least one document, all viewed, at Due Diligence Docs", () => {
    expect(advanceBlocker("due_diligence_docs", NONE)).toBe("documents_needed");
    expect(advanceBlocker("due_diligence_docs", { ...NONE, documentsTotal: 2, documentsViewed: 1 })).toBe(
      "documents_needed",
    );
    expect(advanceBlocker("due_diligence_docs", { ...NONE, documentsTotal: 1, documentsViewed: 1 })).toBeNull();
  });
  it("lets every other stage advance with nothing done", () => {
    for (const s of ["initial_contact", "pitch_deck_review", "follow_up_q&a", "term_sheet"] as const) {
      expect(decide("advance", s, "investor", NONE).ok).toBe(true);
    }
  });
  it("hides the button for approved, declined and closing only", () => {
    expect(DUE_DILIGENCE_STATUSES.filter((s) => !showsAdvance(s))).toEqual(["closing", "approved", "declined"]);
  });
});

describe("the spec's status table", () => {
  it("has the labels and progress per stage", () => {
    expect(DUE_DILIGENCE_STATUSES.map((s) => [STATUS_LABELS[s], STATUS_PROGRESS[s]])).toEqual([
      ["Initial Contact", 10],
      ["Pitch Deck Review", 25],
      ["Q&A Scheduled", 40],
      ["Follow-up Q&A", 55],
      ["Due Diligence Docs", 70],
      ["Term Sheet Negotiation", 85],
      ["Closing", 100],
      ["Approved", null],
      ["Declined", null],
    ]);
    expect(Object.keys(NEXT_STATUS)).toHaveLength(6);
  });
  it("keeps the progress reached on decline, completes it on approval, resets it on restart", () => {
    expect(progressAfter("declined", 55)).toBe(55);
    expect(progressAfter("approved", 100)).toBe(100);
    expect(progressAfter("initial_contact", 55)).toBe(10);
  });
  it("puts closing, approved and declined in the Completed tab", () => {
    expect(COMPLETED_STATUSES).toEqual(["closing", "approved", "declined"]);
  });
});

describe("the unlock rule", () => {
  it("orders the stages as the spec does (declined counts as 0)", () => {
    expect(DUE_DILIGENCE_STATUSES.map((s) => STAGE_ORDER[s])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
  });
  it("unlocks a category at or past its stage", () => {
    expect(isUnlocked("due_diligence_docs", "due_diligence_docs")).toBe(true);
    expect(isUnlocked("term_sheet", "due_diligence_docs")).toBe(true);
    expect(isUnlocked("follow_up_q&a", "due_diligence_docs")).toBe(false);
    expect(isUnlocked("declined", "pitch_deck_review")).toBe(false);
    expect(isUnlocked("declined", "initial_contact")).toBe(true);
  });
});
