import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:reliability`: every test that runs the real server as a process of its own, from
// the long runs (kill -9 during writes, SIGTERM under load, a 30 s load run) to the start-up, the
// process-group signal, two processes on one PostgreSQL and losing the database. Named
// *.reliability.ts so `npm test`'s Vitest passes never pick them up.
//
// Two groups, one after the other:
// - "reliability": the runs whose assertions are about outcomes (every acknowledged write kept
//   once, no error under load, exit code, the data dir released), two files at a time. Each was
//   written to hold on a loaded machine (the load run's 30 s request timeout), and the two longest
//   (the load run and kill -9) then overlap instead of adding up.
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
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "reliability",
          globalSetup: ["server/src/testing/reliability/build-server.setup.ts"],
          include: ["server/src/**/*.reliability.ts"],
          exclude: TIMED,
          maxWorkers: 2,
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
