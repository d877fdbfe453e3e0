import { MATCH_NOTIFY_MIN_SCORE } from "@domain/constants/matching";
import { scorePoints } from "@domain/matching/score";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { notify } from "../notifications/notify";
import { takeActivations } from "./matching.queries";
import { findActiveCampaignCandidate, findHistorySectors, findInvestorCandidates } from "./matching-candidates.queries";
import { businessFacts, investorFacts } from "./matching-compute";
import { findSettingsOf } from "./matching-settings.queries";

// "Automatic match notifications": a campaign that becomes active (queued by a trigger on
// campaigns, whoever activated it) notifies each investor for whom it is a Good Match or better,
// scored with that investor's own settings. Off in their settings: nothing.

const BATCH = 20;
const ACTIVATION_POLL_MS = 5_000;

/** Notifies for up to one batch of queued activations; returns how many notifications were sent. */
export function drainActivations(db: Database): Promise<number> {
  // One transaction: the queue rows go only with the notifications they led to.
  return db.transaction((tx) => drainIn(tx));
}

async function drainIn(db: Database): Promise<number> {
  const campaignIds = await takeActivations(db, BATCH);
  if (campaignIds.length === 0) return 0;
  const investors = await findInvestorCandidates(db);
  const [settings, history] = await Promise.all([
    findSettingsOf(
      db,
      investors.map((i) => i.userId),
    ),
    findHistorySectors(db),
  ]);
  let sent = 0;
  for (const campaignId of campaignIds) {
    const campaign = await findActiveCampaignCandidate(db, campaignId);
    if (!campaign) continue;
    const facts = businessFacts(campaign);
    for (const investor of investors) {
      const own = settings.get(investor.userId);
      if (own && !own.toggles.autoNotifications) continue;
      const useHistory = own ? own.toggles.useInvestmentHistory : true;
      const prepared = investorFacts(investor, useHistory ? history.get(investor.userId) : []);
      const score = scorePoints(prepared, facts, own ? { weights: own.weights } : {});
      if (score < MATCH_NOTIFY_MIN_SCORE) continue;
      await notify(db, {
        userId: investor.userId,
        key: "match.new",
        params: { name: campaign.name, title: campaign.campaignTitle, score },
        link: `/businesses/${campaign.id}/campaign/${campaignId}`,
        dedupeKey: `match:${campaignId}`,
      });
      sent += 1;
    }
  }
  return sent;
}

/**
 * Polls the queue in the background (the timer does not hold the process open); main.ts starts
 * it and, on shutdown, stops it and waits for a running drain before the database closes.
 */
export function startActivationWorker(deps: Pick<AppDeps, "db" | "logger">) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = drainActivations(deps.db)
      .then(() => undefined)
      .catch((error: unknown) => {
        deps.logger.warn("match notifications failed", {
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        running = null;
      });
  }, ACTIVATION_POLL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
