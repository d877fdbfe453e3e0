import { DAY_MS, unansweredStep } from "@domain/responsiveness/rules";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import type { JobHandler } from "../../jobs/job-runner";
import { enqueueJobs } from "../../jobs/jobs.queries";
import { notify } from "../notifications/notify";
import { refreshResponseStats } from "./response-stats.queries";
import { findCaseParties, findOpenCase, findUnansweredCases } from "./unanswered.queries";
import { caseLink, sendNoAnswerNotice, sendUnansweredReminder } from "./unanswered-mail";

// The badge's refresh and the unanswered cases' reminders as jobs (decisions 027 and 029). Both
// periodic jobs are enqueued under a key naming their period (an hour, a day), so any number of
// processes scheduling them adds one each. The daily scan enqueues one job per case and step,
// keyed by both: a case gets one reminder and one notice, ever, whatever runs twice.

const RESPONSE_REFRESH_JOB = "responsiveness.refresh";
const UNANSWERED_SCAN_JOB = "responsiveness.unanswered-scan";
const UNANSWERED_CASE_JOB = "responsiveness.unanswered-case";

const STEPS = ["reminder", "notice"] as const;
const ZCasePayload = z.object({
  kind: z.enum(["message", "interest"]),
  itemId: z.string(),
  step: z.enum(STEPS),
});

/** How often each process asks for the periodic jobs (background-jobs.ts); each runs at most once per its own period. */
const SCHEDULE_EVERY_MS = 5 * 60 * 1000;

/** Enqueues this hour's refresh and this day's scan (a no-op when they already exist). */
export function scheduleResponsivenessJobs(db: Database, now: Date): Promise<number> {
  const iso = now.toISOString();
  return enqueueJobs(db, [
    { kind: RESPONSE_REFRESH_JOB, dedupeKey: `${RESPONSE_REFRESH_JOB}:${iso.slice(0, 13)}`, runAt: now },
    { kind: UNANSWERED_SCAN_JOB, dedupeKey: `${UNANSWERED_SCAN_JOB}:${iso.slice(0, 10)}`, runAt: now },
  ]);
}

/** Schedules now and every SCHEDULE_EVERY_MS (the timer does not hold the process open). */
export function startResponsivenessSchedule(deps: Pick<AppDeps, "db" | "logger">, everyMs = SCHEDULE_EVERY_MS) {
  const tick = () =>
    scheduleResponsivenessJobs(deps.db, new Date()).catch((error: unknown) => {
      deps.logger.warn("responsiveness jobs not scheduled", {
        error: error instanceof Error ? error.message : String(error),
      });
    });
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const responseRefreshJob: JobHandler = async (deps, _payload, _job, now) => {
  const people = await refreshResponseStats(deps.db, now);
  deps.logger.info("response figures refreshed", { people });
};

const unansweredScanJob: JobHandler = async (deps, _payload, _job, now) => {
  const cases = await findUnansweredCases(deps.db, now);
  const jobs = cases.flatMap((item) => {
    const step = unansweredStep(item.askedAt, item.answeredAt, now);
    if (step === "none") return [];
    return [
      {
        kind: UNANSWERED_CASE_JOB,
        payload: { kind: item.kind, itemId: item.itemId, step },
        dedupeKey: `unanswered:${step}:${item.kind}:${item.itemId}`,
      },
    ];
  });
  const added = await enqueueJobs(deps.db, jobs);
  deps.logger.info("unanswered cases scanned", { open: cases.length, added });
};

/**
 * One reminder or notice. The case is read again first: answered since, closed, a party banned, or
 * a reminder overtaken by the notice's time (the notice says more) sends nothing.
 */
const unansweredCaseJob: JobHandler = async (deps, payload, _job, now) => {
  const planned = ZCasePayload.parse(payload);
  const item = await findOpenCase(deps.db, planned, now);
  if (!item || unansweredStep(item.askedAt, item.answeredAt, now) !== planned.step) return;
  const parties = await findCaseParties(deps.db, item);
  if (!parties) return;
  const days = Math.floor((now.getTime() - item.askedAt.getTime()) / DAY_MS);
  const input = { item, ...parties, days };
  if (planned.step === "reminder") {
    await sendUnansweredReminder(deps, input);
    return;
  }
  // A retry after a failed e-mail refreshes this notification instead of adding a second one.
  const base = { userId: item.askerId, link: caseLink(item, "asker"), dedupeKey: `no-answer:${item.itemId}` };
  if (item.kind === "interest") {
    const business = parties.businessName ?? parties.recipient.name;
    await notify(deps.db, { ...base, key: "responsiveness.noAnswerInterest", params: { business, days } });
  } else {
    await notify(deps.db, {
      ...base,
      key: "responsiveness.noAnswerMessage",
      params: { name: parties.recipient.name, days },
    });
  }
  await sendNoAnswerNotice(deps, input);
};

/** This module's handlers by kind (listed with the others in server/src/job-handlers.ts). */
export const responsivenessJobHandlers: Record<string, JobHandler> = {
  [RESPONSE_REFRESH_JOB]: responseRefreshJob,
  [UNANSWERED_SCAN_JOB]: unansweredScanJob,
  [UNANSWERED_CASE_JOB]: unansweredCaseJob,
};
