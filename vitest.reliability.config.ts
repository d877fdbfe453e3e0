import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:reliability`: the long runs against the real server process (kill -9 during
// writes, SIGTERM under load, a 30 s load run). Named *.reliability.ts so `npm run test:unit`
// never picks them up; one file at a time, as each one already loads the machine on its own.
export default defineConfig({
  resolve: { alias: { "@domain": path.resolve(import.meta.dirname, "domain") } },
  test: {
    name: "reliability",
    environment: "node",
    include: ["server/src/testing/reliability/**/*.reliability.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
