import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { createRouter, jsonResponse } from "../../lib/openapi";

const ZHealth = z.object({ status: z.literal("ok") });
const ZUpOrDown = z.enum(["up", "down"]);
/** `bucket` only when files are in an S3 bucket (S3_BUCKET): a down part names the reason of a 503. */
const ZReady = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: ZUpOrDown,
  bucket: ZUpOrDown.optional(),
});

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
  summary: "Readiness: the database answers, and the S3 bucket when files are stored in one",
  responses: {
    200: jsonResponse(ZReady, "Ready"),
    503: jsonResponse(ZReady, "The database or the bucket is unreachable, or the process is shutting down"),
  },
});

const upOrDown = (answers: boolean) => (answers ? ("up" as const) : ("down" as const));

export function healthRoutes(deps: AppDeps, isDraining: () => boolean) {
  return createRouter()
    .openapi(health, (c) => c.json({ status: "ok" as const }, 200))
    .openapi(ready, async (c) => {
      // Asked side by side: a probe that waits out both timeouts would take 4 s instead of 2.
      const [database, bucket] = await Promise.all([
        deps.database.ping().then(upOrDown),
        deps.bucket ? deps.bucket.ping().then(upOrDown) : undefined,
      ]);
      const parts = { database, ...(bucket && { bucket }) };
      // Every upload and download goes through the bucket, so a process that cannot reach it is
      // not ready. While draining for shutdown it stops taking new work even if all is up.
      return database === "up" && bucket !== "down" && !isDraining()
        ? c.json({ status: "ready" as const, ...parts }, 200)
        : c.json({ status: "unavailable" as const, ...parts }, 503);
    });
}
