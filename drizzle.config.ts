import { defineConfig } from "drizzle-kit";

// Only generates SQL from the schema; the server applies the migrations itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/src/db/schema/index.ts",
  out: "./server/src/db/migrations",
});
