import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@domain": path.resolve(import.meta.dirname, "domain"),
  "@web": path.resolve(import.meta.dirname, "web/src"),
};

// Unit tests beside the code; server integration tests get a fresh database per file.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "node",
          environment: "node",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          // Migrates once; each test file then copies the migrated database (database-templates.ts).
          globalSetup: ["server/src/testing/database-templates.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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
