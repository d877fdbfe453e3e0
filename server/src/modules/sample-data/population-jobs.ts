import { randomUUID } from "node:crypto";
import { SAMPLE_DATA_MESSAGES as M, POPULATION_STEPS } from "@domain/constants/sample-data";
import type { TPopulationJob } from "@domain/schemas/sample-data";
import type { AppDeps } from "../../app-env";
import { runComprehensive, type SampleDeps } from "./sample-data.service";

// The comprehensive population runs in the background; the page polls its state. One job per
// app at a time (a second start while one runs gets the running one); the last one is kept so
// the page can show how it ended. State lives in this process: it is a tool for one server.

type Slot = { job: TPopulationJob | null; running: Promise<void> | null };
const slots = new WeakMap<object, Slot>();

const slotOf = (deps: AppDeps): Slot => {
  let slot = slots.get(deps);
  if (!slot) {
    slot = { job: null, running: null };
    slots.set(deps, slot);
  }
  return slot;
};

const copy = (job: TPopulationJob | null) => (job ? { ...job } : null);

export function currentPopulation(deps: AppDeps): TPopulationJob | null {
  return copy(slotOf(deps).job);
}

/** Starts the population unless one is running; returns the job either way (and whether it is new). */
export function startPopulation(
  deps: AppDeps & SampleDeps,
  signal?: AbortSignal,
): { job: TPopulationJob; started: boolean } {
  const slot = slotOf(deps);
  if (slot.job?.state === "running") return { job: { ...slot.job }, started: false };
  const job: TPopulationJob = {
    id: randomUUID(),
    state: "running",
    step: POPULATION_STEPS[0],
    done: 0,
    total: POPULATION_STEPS.length,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    error: null,
    stats: null,
  };
  slot.job = job;
  slot.running = runComprehensive(
    deps,
    (step, done) => {
      job.step = step;
      job.done = done;
    },
    signal,
  )
    .then((stats) => {
      job.stats = stats;
      job.done = job.total;
      job.state = "completed";
    })
    .catch((error: unknown) => {
      job.error = error instanceof Error && error.message ? error.message : M.unknownError;
      job.state = "failed";
      deps.logger.error(`sample data population failed: ${job.error}`);
    })
    .finally(() => {
      job.finishedAt = new Date().toISOString();
      slot.running = null;
    });
  return { job: { ...job }, started: true };
}

/** Resolves once no population is running (tests, shutdown). */
export async function populationIdle(deps: AppDeps): Promise<void> {
  await slotOf(deps).running;
}
