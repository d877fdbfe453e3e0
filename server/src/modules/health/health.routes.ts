import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { createRouter, jsonResponse } from "../../lib/openapi";

const ZHealth = z.object({ status: z.literal("ok") });
const ZReady = z.object({ status: z.enum(["ready", "unavailable"]), database: z.enum(["up", "down"]) });

const health = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["operations"],
  summary: "Liveness: the process answers",
  responses: { 200: jsonResponse(ZHealth, "Alive") },
});

const ready = createRoute({
  method: "get",
  path: "/api/ready",
  tags: ["operations"],
  summary: "Readiness: the database answers",
  responses: { 200: jsonResponse(ZReady, "Ready"), 503: jsonResponse(ZReady, "The database is unreachable") },
});

export function healthRoutes(deps: AppDeps, isDraining: () => boolean) {
  return createRouter()
    .openapi(health, (c) => c.json({ status: "ok" as const }, 200))
    .openapi(ready, async (c) => {
      const database = (await deps.database.ping()) ? ("up" as const) : ("down" as const);
      // While draining for shutdown the process stops taking new work even if the database is up.
      return database === "up" && !isDraining()
        ? c.json({ status: "ready" as const, database }, 200)
        : c.json({ status: "unavailable" as const, database }, 503);
    });
}
