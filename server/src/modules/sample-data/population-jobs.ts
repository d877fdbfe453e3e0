import { SAMPLE_DATA_MESSAGES as M, POPULATION_STEPS, type PopulationStep } from "@domain/constants/sample-data";
import type { TPopulationJob, TPopulationStats } from "@domain/schemas/sample-data";
import type { AppDeps } from "../../app-env";
import { runDueJobs } from "../../jobs/job-runner";
import {
  type ClaimedJob,
  enqueueSingleJob,
  findLatestJob,
  type JobRow,
  saveJobProgress,
} from "../../jobs/jobs.queries";
import { runComprehensive } from "./sample-data.service";

// The comprehensive population is a job on the queue (decisions 027, 032): one at a time (a second
// start while one waits or runs gets that one), its step and result written to the job's row, so
// any server process reports it and the last one shows how it ended. The process that starts it
// runs it at once; a job left by a process that died is taken again by any worker after its lease.

export const POPULATION_JOB = "sample-data.populate";

type Progress = { step?: PopulationStep; done?: number; stats?: TPopulationStats };

/** Runs in this process only: its population under way (tests and shutdown wait for it), and its stop signal. */
const local = new WeakMap<object, { running: Promise<unknown> | null; signal?: AbortSignal }>();

function toPopulationJob(row: JobRow): TPopulationJob {
  const progress = (row.progress ?? {}) as Progress;
  const state = row.state === "done" ? "completed" : row.state === "failed" ? "failed" : "running";
  return {
    id: row.id,
    state,
    step: progress.step ?? POPULATION_STEPS[0],
    done: state === "completed" ? POPULATION_STEPS.length : (progress.done ?? 0),
    total: POPULATION_STEPS.length,
    startedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: state === "failed" ? row.lastError || M.unknownError : null,
    stats: progress.stats ?? null,
  };
}

/** The latest population (running or how it ended), as stored; null before any. */
export async function currentPopulation(deps: Pick<AppDeps, "db">): Promise<TPopulationJob | null> {
  const row = await findLatestJob(deps.db, POPULATION_JOB);
  return row ? toPopulationJob(row) : null;
}

/** The job's handler: every step in order, each reported on the job's row as it starts. */
export async function populationJob(deps: AppDeps, _payload: unknown, job: ClaimedJob): Promise<void> {
  const signal = local.get(deps)?.signal;
  try {
    const stats = await runComprehensive(
      deps,
      (step, done) => saveJobProgress(deps.db, job.id, { step, done }),
      signal,
    );
    await saveJobProgress(deps.db, job.id, { step: POPULATION_STEPS.at(-1), done: POPULATION_STEPS.length, stats });
  } catch (error) {
    deps.logger.error(`sample data population failed: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

/**
 * Starts the population unless one is waiting or running; returns the job either way (and
 * whether it is new). A new one runs in this process straight away.
 */
export async function startPopulation(
  deps: AppDeps,
  signal?: AbortSignal,
): Promise<{ job: TPopulationJob; started: boolean }> {
  // Once: a failure is reported to the admin, who starts it again (it adds only what is missing).
  const { job, created } = await enqueueSingleJob(deps.db, { kind: POPULATION_JOB, maxAttempts: 1 });
  if (created) {
    const slot = { running: null as Promise<unknown> | null, signal };
    local.set(deps, slot);
    slot.running = runDueJobs(deps, { [POPULATION_JOB]: populationJob }, { kinds: [POPULATION_JOB], limit: 1 })
      .catch((error: unknown) => deps.logger.error(`sample data population not run: ${String(error)}`))
      .finally(() => {
        slot.running = null;
      });
  }
  return { job: toPopulationJob(job), started: created };
}

/** Resolves once this process runs no population (tests, shutdown). */
export async function populationIdle(deps: AppDeps): Promise<void> {
  await local.get(deps)?.running;
}
