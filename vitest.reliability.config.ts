import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:reliability`: every test that runs the real server as a process of its own, from
// the long runs (kill -9 during writes, SIGTERM under load, a 30 s load run) to the start-up, the
// process-group signal, two processes on one PostgreSQL and losing the database. Named
// *.reliability.ts so `npm test`'s Vitest passes never pick them up; one file at a time, as each
// one starts processes that load the machine on their own.
export default defineConfig({
  resolve: { alias: { "@domain": path.resolve(import.meta.dirname, "domain") } },
  test: {
    name: "reliability",
    environment: "node",
    include: ["server/src/**/*.reliability.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
