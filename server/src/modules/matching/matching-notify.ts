import { setImmediate as yieldToRequests } from "node:timers/promises";
import { MATCH_NOTIFY_MIN_SCORE } from "@domain/constants/matching";
import { scorePoints } from "@domain/matching/score";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { enqueueJob } from "../../jobs/jobs.queries";
import { type NotifiedRow, type NotifyInput, notifyMany } from "../notifications/notify";
import { takeActivations } from "./matching.queries";
import {
  findActiveCampaignCandidates,
  findHistorySectors,
  findInvestorCandidates,
} from "./matching-candidates.queries";
import { businessFacts, investorFacts } from "./matching-compute";
import { findSettingsOf } from "./matching-settings.queries";

// "Automatic match notifications": a campaign that becomes active (queued by a trigger on
// campaigns, whoever activated it) notifies each investor for whom it is a Good Match or better,
// scored with that investor's own settings. Off in their settings: nothing. An investor's new
// matches share one unread notification that counts them and names the best of the latest batch
// (decision 039): a thousand campaigns activated at once are one line in their bell, not a thousand.
//
// Set-based (decision 032): a batch of activations is read in one query, scored in memory against
// the investors read once for the batch, and its notifications (one per investor) written by one
// INSERT ... SELECT.
// The same trigger enqueues a job (kind below) that drains the queue batch after batch.

export const MATCH_ACTIVATIONS_JOB = "matching.notify-activations";

/** Each investor's new matches share one unread notification (decision 039). */
const MATCH_NOTIFICATION_KEY = "matches";

/** Activations per transaction: big enough to be cheap per row, small enough to hold the connection briefly. */
const BATCH = 1_000;
/**
 * Batches a drain runs at once, each in its own transaction on its own connection (SKIP LOCKED
 * shares the queue). One: on an idle 2-core machine two lanes drained 100k in 39 s against 49 s,
 * but took a second PostgreSQL backend's core from the requests (list p99 19 ms against 8.6 ms;
 * docs/performance.md › Match notifications).
 */
const LANES = 1;
/**
 * Scorings (campaign × investor) between two yields to the event loop, so requests are answered
 * meanwhile: about 1 ms of CPU, whatever the number of investors (a slice counted in campaigns
 * held the loop 37 ms at 1,500 investors).
 */
const SCORINGS_PER_SLICE = 2_000;
/** A drain job hands over to a fresh one past this (between batches), well inside its lease. */
const DRAIN_BUDGET_MS = 30 * 1000;

type ActivationBatch = {
  /** Activations taken off the queue (0: the queue is empty). */
  taken: number;
  /** The notifications created or refreshed, as stored. */
  notifications: NotifiedRow[];
};

export type DrainOptions = {
  /** Activations per transaction. */
  batch?: number;
  /** Batches at once, on separate connections. */
  lanes?: number;
  /** Past this, no lane starts another batch (each lane runs at least one). */
  budgetMs?: number;
};

export type DrainOutcome = {
  /** Activations taken off the queue. */
  taken: number;
  /** Notifications created or refreshed. */
  notified: number;
  /** The queue was seen empty; false: the budget ran out first and activations may remain. */
  empty: boolean;
};

/** Notifies for up to one batch of queued activations; returns how many notifications were sent. */
export async function drainActivations(db: Database): Promise<number> {
  return (await notifyActivationBatch(db, BATCH)).notifications.length;
}

/**
 * Drains the queue in batches, `lanes` of them at once, until it is empty or `budgetMs` has passed
 * (checked between batches, so a run ends within one batch of its budget).
 */
export async function drainActivationQueue(db: Database, options: DrainOptions = {}): Promise<DrainOutcome> {
  const { batch = BATCH, lanes = LANES, budgetMs = DRAIN_BUDGET_MS } = options;
  const started = Date.now();
  const outcome: DrainOutcome = { taken: 0, notified: 0, empty: false };
  const lane = async () => {
    do {
      const done = await notifyActivationBatch(db, batch);
      if (done.taken === 0) {
        outcome.empty = true;
        return;
      }
      outcome.taken += done.taken;
      outcome.notified += done.notifications.length;
    } while (Date.now() - started < budgetMs);
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  return outcome;
}

/** One batch in one transaction: the queue rows go only with the notifications they led to. */
function notifyActivationBatch(db: Database, batch: number): Promise<ActivationBatch> {
  return db.transaction(async (tx) => {
    // Not waiting for each batch's WAL flush (decision 032): a crash can lose only the last
    // commits, and each loses as one its notifications, their e-mail jobs and its queue rows'
    // deletion, so its activations are queued again and notified by the drain job's retry.
    await tx.execute(sql`set local synchronous_commit = off`);
    // Background work never takes PostgreSQL's other cores from the requests: no parallel workers.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    const campaignIds = await takeActivations(tx, batch);
    if (campaignIds.length === 0) return { taken: 0, notifications: [] };
    const inputs = await matchNotificationsFor(tx, campaignIds);
    // Every notification of the batch leaves from here; notifyMany also queues their e-mails.
    const notifications = await notifyMany(tx, inputs);
    return { taken: campaignIds.length, notifications };
  });
}

/** What each newly active campaign tells the investors it is a Good Match or better for. */
async function matchNotificationsFor(db: Database, campaignIds: string[]) {
  // One after the other: inside a transaction the queries share one connection.
  const campaigns = await findActiveCampaignCandidates(db, campaignIds);
  const investors = await findInvestorCandidates(db);
  const history = await findHistorySectors(db);
  const settings = await findSettingsOf(
    db,
    investors.map((i) => i.userId),
  );
  // Each investor's facts and settings once per batch, not once per campaign.
  const scorers = investors.flatMap((investor) => {
    const own = settings.get(investor.userId);
    if (own && !own.toggles.autoNotifications) return [];
    const useHistory = own ? own.toggles.useInvestmentHistory : true;
    const prepared = investorFacts(investor, useHistory ? history.get(investor.userId) : []);
    return [{ userId: investor.userId, prepared, options: own ? { weights: own.weights } : {} }];
  });
  const best = await bestMatchPerInvestor(campaigns, scorers);
  return [...best].map(
    ([userId, { campaign, score, count }]): NotifyInput<"match.new"> => ({
      userId,
      key: "match.new",
      params: { name: campaign.name, title: campaign.campaignTitle, score, count },
      link: `/businesses/${campaign.id}/campaign/${campaign.campaignId}`,
      dedupeKey: MATCH_NOTIFICATION_KEY,
    }),
  );
}

type Candidate = Awaited<ReturnType<typeof findActiveCampaignCandidates>>[number];
type Scorer = {
  userId: string;
  prepared: ReturnType<typeof investorFacts>;
  options: Parameters<typeof scorePoints>[2];
};

/**
 * For each investor, the batch's best campaign among those that are a Good Match or better for
 * them, and how many there are: one notification per investor per batch (decision 039).
 */
async function bestMatchPerInvestor(campaigns: Candidate[], scorers: Scorer[]) {
  const best = new Map<string, { campaign: Candidate; score: number; count: number }>();
  let scored = 0;
  for (const campaign of campaigns) {
    if (scored >= SCORINGS_PER_SLICE) {
      scored = 0;
      await yieldToRequests();
    }
    scored += scorers.length;
    const facts = businessFacts(campaign);
    for (const investor of scorers) {
      const score = scorePoints(investor.prepared, facts, investor.options);
      if (score < MATCH_NOTIFY_MIN_SCORE) continue;
      const found = best.get(investor.userId);
      if (!found) best.set(investor.userId, { campaign, score, count: 1 });
      else {
        found.count += 1;
        if (score > found.score) Object.assign(found, { campaign, score });
      }
    }
  }
  return best;
}

/**
 * The job the activation trigger enqueues: drains the queue for up to its budget, then hands over
 * to a new job (so other due jobs run between, and no lease runs out). Two drains at once (two
 * processes, two jobs) share the queue, each batch taken by one of them (SKIP LOCKED).
 */
export async function matchActivationsJob(deps: Pick<AppDeps, "db">): Promise<void> {
  const outcome = await drainActivationQueue(deps.db);
  if (!outcome.empty) await enqueueJob(deps.db, { kind: MATCH_ACTIVATIONS_JOB });
}
