import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@domain": path.resolve(import.meta.dirname, "domain"),
  "@web": path.resolve(import.meta.dirname, "web/src"),
};

const NODE_TESTS = ["domain/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];

// A file that replaces a module with vi.mock needs a module graph of its own; every other node test
// shares its worker's loaded modules with the files before it (isolate: false), which saves
// re-importing the server for each of the ~70 server files. Found by reading the files, so a new
// mocking test lands in the isolated project without anyone remembering to list it.
const MOCKING_TESTS = ["domain", "server", "scripts"]
  .flatMap((folder) =>
    readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: "utf8" }).map(
      (file) => `${folder}/${file}`,
    ),
  )
  .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(import.meta.dirname, file), "utf8")));

const nodeProject = {
  resolve: { alias },
  test: {
    environment: "node",
    // Migrates once; each test file then copies the migrated database (database-templates.ts).
    globalSetup: ["server/src/testing/database-templates.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

// Unit tests beside the code; server integration tests get a fresh database per file.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle on a two-core machine; the tests wait on the database
    // as much as on the CPU, so one worker per core at least.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        ...nodeProject,
        test: { ...nodeProject.test, name: "node", include: NODE_TESTS, exclude: MOCKING_TESTS, isolate: false },
      },
      {
        ...nodeProject,
        test: { ...nodeProject.test, name: "node-mocks", include: MOCKING_TESTS, isolate: true },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}"],
          setupFiles: ["web/src/testing/setup.ts"],
        },
      },
    ],
  },
});
