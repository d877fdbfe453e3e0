import type { TestProject } from "vitest/node";
import { createDatabaseTemplates } from "./database-templates";

// Vitest global setup of the node project: migrate once for the whole run (database-templates.ts).
export default async function setup(project: TestProject) {
  const { templates, remove } = await createDatabaseTemplates();
  project.provide("databaseTemplates", templates);
  return remove;
}
