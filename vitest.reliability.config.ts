import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// `npm run test:reliability`: every test that runs the real server as a process of its own, from
// the long runs (kill -9 during writes, SIGTERM under load, a 30 s load run) to the start-up, the
// process-group signal, two processes on one PostgreSQL and losing the database. Named
// *.reliability.ts so `npm test`'s Vitest passes never pick them up.
//
// Two groups, one after the other:
// - "reliability": the runs whose assertions are about outcomes (every acknowledged write kept
//   once, no error under load, exit code, the data dir released), each file
//   written to hold on a loaded machine (the load run's 30 s request timeout): three files at a
//   time, the longest first (LongestFirst below), so the three long ones overlap.
// - "reliability-timed": the files that measure how fast something happens (a 503 within 3.5 s
//   and recovery within 5 s of losing the database, exit within 10 s of SIGTERM, a rate-limit
//   window of 10 s, on one PostgreSQL and behind a balancer), one at a time after the first group, so nothing else of this run loads the
//   machine while they measure.
const TIMED = [
  "server/src/reliability/database-loss.reliability.ts",
  "server/src/testing/reliability/sigterm-load.reliability.ts",
  "server/src/several-processes.reliability.ts",
  "server/src/several-servers.reliability.ts",
];

// The outcome group's files, longest first, so that no long file starts last: the restart test
// waits most of its ~55 s for jobs to fall due (little CPU), and the kill -9 and load runs take
// 40-60 s each. On three workers these three start together and the short files follow them
// (about 64 s for the group, against about 100 s on two workers in Vitest's default order for a
// fresh clone, which is by file size and started the restart test third; a checkout that has run
// them before sorts by the durations Vitest cached, which CI never has).
const LONGEST_FIRST = [
  "server/src/jobs/jobs-restart.reliability.ts",
  "server/src/testing/reliability/crash-safety.reliability.ts",
  "server/src/testing/reliability/load-run.reliability.ts",
  "server/src/main.reliability.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const shared = {
  environment: "node" as const,
  testTimeout: 240_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  resolve: {
    alias: {
      "@domain": path.resolve(import.meta.dirname, "domain"),
      "@i18n": path.resolve(import.meta.dirname, "i18n/compiled"),
    },
  },
  test: {
    // Vitest reads the sequencer from the root config only (a project's is ignored).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "reliability",
          globalSetup: ["server/src/testing/reliability/build-server.setup.ts"],
          include: ["server/src/**/*.reliability.ts"],
          exclude: TIMED,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: "reliability-timed",
          include: TIMED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
