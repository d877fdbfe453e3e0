import { RECORDED } from "@domain/due-diligence/communication";
import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import {
  type Action,
  decide,
  NEXT_STEP_TEXT,
  type Party,
  progressAfter,
  REFUSAL_MESSAGES,
} from "@domain/due-diligence/process";
import type {
  TAdvance,
  TInterestAnswer,
  TProcess,
  TProcessList,
  TProcessLookup,
  ZDeclineSchema,
  ZExpressInterestSchema,
} from "@domain/due-diligence/process-schemas";
import { noResponseDue } from "@domain/responsiveness/rules";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/postgres";
import { notify } from "../notifications/notify";
import { findInterestCase } from "../responsiveness/cases.queries";
import { recordEvents } from "./events.queries";
import { cancelOpenMeetings } from "./meetings.queries";
import {
  findBusinessForInterest,
  findProcessesForParticipant,
  findProcessForParticipant,
  findProcessIdForPair,
  insertProcess,
  lockProcess,
  type ProcessChange,
  updateProcessFrom,
} from "./process.queries";
import { factsFor, otherPartyOf, refuseIfFrozen, toProcess } from "./process-view";

// The workflow's rules applied to the database: the pure table in domain/due-diligence/process.ts
// decides on the counts read under the process's row lock (lockProcess), the conditional update
// makes concurrent changes meet (one wins, the other 409s), and the other party hears of every
// change in the same transaction.

export type Actor = { userId: string; name: string };
type Interest = z.output<typeof ZExpressInterestSchema>;
type Decline = z.output<typeof ZDeclineSchema>;

const notFound = () => new AppError("NOT_FOUND", M.processNotFound);

export async function participantProcessOrThrow(db: Database, processId: string, actor: Actor) {
  const row = await findProcessForParticipant(db, processId, { userId: actor.userId });
  if (!row) throw notFound();
  return row;
}

/** The access check of an action on the process: a participant's, and not frozen by a ban. */
export async function actionableProcessOrThrow(db: Database, processId: string, actor: Actor) {
  const row = await participantProcessOrThrow(db, processId, actor);
  refuseIfFrozen(row);
  return row;
}

export async function getProcess(db: Database, processId: string, actor: Actor): Promise<TProcess> {
  const row = await participantProcessOrThrow(db, processId, actor);
  const facts = await factsFor(db, [row.id]);
  return toProcess(row, facts.get(row.id));
}

export async function listProcesses(
  db: Database,
  actor: Actor,
  page: { limit: number; offset: number },
): Promise<TProcessList> {
  const { items, total, counts } = await findProcessesForParticipant(db, actor.userId, page);
  const facts = await factsFor(
    db,
    items.map((r) => r.id),
  );
  const next = page.offset + items.length;
  return {
    items: items.map((r) => toProcess(r, facts.get(r.id))),
    total,
    nextOffset: items.length > 0 && next < total ? next : null,
    counts,
  };
}

export async function lookupProcess(db: Database, investorId: string, businessId: string): Promise<TProcessLookup> {
  if (!isUuid(businessId)) return { process: null };
  return { process: await findProcessIdForPair(db, investorId, businessId) };
}

/** Express Interest & Start Due Diligence: one process per investor and business. */
export async function expressInterest(db: Database, investor: Actor, input: Interest): Promise<TInterestAnswer> {
  const business = await findBusinessForInterest(db, input.businessId, input.campaignId ?? null);
  if (!business) throw new AppError("NOT_FOUND", M.businessNotFound);
  // Spec part 2 §5 and CLARIFICATIONS: expressing interest needs an active campaign.
  if (!business.activeCampaignId) throw new AppError("VALIDATION_FAILED", M.missingInfo);
  const createdId = await db.transaction(async (tx) => {
    const id = await insertProcess(tx, {
      businessId: business.id,
      investorId: investor.userId,
      campaignId: business.activeCampaignId,
      lastCommunication: RECORDED.initiated(),
      nextStep: NEXT_STEP_TEXT.initial_contact,
    });
    if (id) {
      await notify(tx, {
        userId: business.ownerId,
        key: "dueDiligence.interest",
        params: { investor: investor.name, business: business.name },
        link: `/due-diligence/${id}`,
      });
    }
    return id;
  });
  // A second click (or a concurrent one) finds the process the first one made.
  const id = createdId ?? (await findProcessIdForPair(db, investor.userId, business.id))?.id;
  if (!id) throw new AppError("CONFLICT", M.startFailed);
  return { process: await getProcess(db, id, investor), created: createdId !== null };
}

/** The change an action makes; its texts are recorded in English (the API answers them in the reader's language). */
function changeFor(
  action: Action,
  to: TProcess["status"],
  progress: number,
  actor: Actor,
  decline?: Decline,
): ProcessChange {
  const base = { status: to, progress: progressAfter(to, progress), nextStep: NEXT_STEP_TEXT[to] };
  switch (action) {
    case "advance":
      return { ...base, lastCommunication: RECORDED.movedTo(to) };
    case "approve":
      return { ...base, lastCommunication: RECORDED.approved() };
    case "restart":
      return {
        ...base,
        lastCommunication: RECORDED.restarted(),
        declineReason: null,
        declineNote: null,
        declinedBy: null,
      };
    case "decline": {
      const reason = decline?.reason ?? "other";
      const note = decline?.note ?? null;
      const text = RECORDED.declined(reason, note);
      return { ...base, lastCommunication: text, declineReason: reason, declineNote: note, declinedBy: actor.userId };
    }
  }
}

/** What the other party is told of a change: names as they are, stage and reason as codes (rendered in their language). */
function notificationOf(action: Action, actor: string, business: string, to: TProcess["status"], decline?: Decline) {
  const who = { actor, business };
  switch (action) {
    case "advance":
      return { key: "dueDiligence.moved" as const, params: { ...who, status: to } };
    case "approve":
      return { key: "dueDiligence.approved" as const, params: who };
    case "restart":
      return { key: "dueDiligence.restarted" as const, params: who };
    case "decline":
      return {
        key: "dueDiligence.declined" as const,
        params: { ...who, reason: decline?.reason ?? "other", note: decline?.note ?? null },
      };
  }
}

/**
 * "No response" closes a process only for its investor, once their interest has gone
 * NOTICE_AFTER_DAYS without any answer from the founder (decision 029); otherwise it is refused.
 */
async function refuseNoResponseUntilDue(db: Database, processId: string, viewerRole: Party, now: Date) {
  const interest = viewerRole === "investor" ? await findInterestCase(db, processId, now) : null;
  if (!interest || !noResponseDue(interest.askedAt, interest.answeredAt, now)) {
    throw new AppError("NO_RESPONSE_NOT_DUE", M.noResponseNotDue);
  }
}

/** Move to Next Step, Decline, Approve or Restart, as the transition table allows. */
export async function changeProcess(
  db: Database,
  processId: string,
  actor: Actor,
  action: Action,
  input: { advance?: TAdvance; decline?: Decline } = {},
  now: Date = new Date(),
): Promise<TProcess> {
  const row = await actionableProcessOrThrow(db, processId, actor);
  await db.transaction(async (tx) => {
    // The lock orders this change after any document request, share, open or meeting change in
    // flight (they take the same lock), so the counts below are the ones the move is made on.
    const locked = await lockProcess(tx, row.id);
    if (!locked) throw notFound();
    if (input.advance?.from && input.advance.from !== locked.status) throw new AppError("CONFLICT", M.stale);
    if (action === "decline" && input.decline?.reason === "no_response") {
      await refuseNoResponseUntilDue(tx, row.id, row.viewerRole, now);
    }
    const facts = (await factsFor(tx, [row.id])).get(row.id);
    const decision = decide(
      action,
      locked.status,
      row.viewerRole,
      facts ?? { documentsTotal: 0, documentsViewed: 0, meetingsCompleted: 0 },
    );
    if (!decision.ok) throw new AppError("CONFLICT", REFUSAL_MESSAGES[decision.refusal]);

    const change = changeFor(action, decision.to, locked.progress, actor, input.decline);
    if (!(await updateProcessFrom(tx, row.id, locked.status, change))) throw new AppError("CONFLICT", M.stale);
    const cancelled = action === "decline" ? await cancelOpenMeetings(tx, row.id) : [];
    // The timeline's history: the stage change, and the meetings a decline cancelled.
    const by = { processId: row.id, actorId: actor.userId };
    await recordEvents(tx, [
      { ...by, action, status: decision.to },
      ...cancelled.map((meetingId) => ({ ...by, meetingId, action: "cancel" as const, status: "cancelled" })),
    ]);
    await notify(tx, {
      userId: otherPartyOf(row),
      ...notificationOf(action, actor.name, row.businessName, decision.to, input.decline),
      link: `/due-diligence/${row.id}`,
    });
  });
  return getProcess(db, row.id, actor);
}
