import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@domain": path.resolve(import.meta.dirname, "domain"),
  "@web": path.resolve(import.meta.dirname, "web/src"),
  "@i18n": path.resolve(import.meta.dirname, "i18n/compiled"),
};

const NODE_TESTS = ["domain/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];
const WEB_TESTS = ["web/**/*.test.{ts,tsx}"];

// Test files share their worker's loaded modules and, on the web side, its jsdom (isolate: false):
// re-importing the server for each of ~70 server files, and building a jsdom for each of ~45 web
// files (60 of the web pass's 88 s of CPU), was most of Vitest's time. A file that replaces a
// module with vi.mock needs a module graph of its own, so it runs isolated in a "-mocks" project.
// The files are found by reading them, so a new mocking test lands there without anyone listing it.
// Each such file loads its whole module graph again (about 19 s of CPU for a server file, per
// pass): a race is better made in the database (server/src/testing/database-race.ts) and a
// dependency handed in (web/src/lib/toast.ts's createToasts), so a project with no files is left out.
function testsThatMock(folders: string[], name: RegExp): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: "utf8" }).map(
        (file) => `${folder}/${file}`,
      ),
    )
    .filter((file) => name.test(file) && !file.includes("node_modules"))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(import.meta.dirname, file), "utf8")));
}
const NODE_MOCKING_TESTS = testsThatMock(["domain", "server", "scripts"], /\.test\.ts$/);
const WEB_MOCKING_TESTS = testsThatMock(["web"], /\.test\.tsx?$/);

const nodeProject = {
  resolve: { alias },
  test: {
    environment: "node",
    // Migrates once; each test file then copies the migrated database (database-templates.ts).
    // One real clamd for the upload scanner's tests (testing/clamav/clamd.setup.ts), and one real
    // S3-protocol server for the bucket driver's (testing/s3/s3rver.setup.ts).
    globalSetup: [
      "server/src/testing/database-templates.setup.ts",
      "server/src/testing/clamav/clamd.setup.ts",
      "server/src/testing/s3/s3rver.setup.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

const webProject = {
  plugins: [react()],
  resolve: { alias },
  test: { environment: "jsdom", setupFiles: ["web/src/testing/setup.ts"] },
};

/** A project of its own for the files that mock a module, each isolated; none when there are no such files. */
function isolatedProject(base: typeof nodeProject | typeof webProject, name: string, include: string[]) {
  return include.length > 0 ? [{ ...base, test: { ...base.test, name, include, isolate: true } }] : [];
}

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
        test: { ...nodeProject.test, name: "node", include: NODE_TESTS, exclude: NODE_MOCKING_TESTS, isolate: false },
      },
      ...isolatedProject(nodeProject, "node-mocks", NODE_MOCKING_TESTS),
      {
        ...webProject,
        test: { ...webProject.test, name: "web", include: WEB_TESTS, exclude: WEB_MOCKING_TESTS, isolate: false },
      },
      ...isolatedProject(webProject, "web-mocks", WEB_MOCKING_TESTS),
    ],
  },
});
