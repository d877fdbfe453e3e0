import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Serves the built single-page app: hashed assets cached for a year, every other non-API
 * path answered with index.html so the client router decides (including its 404 page).
 */
export function mountWeb(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  app.use("/*", serveStatic({ root }));
  const indexHtml = readFileSync(indexFile, "utf8");
  app.get("*", (c) => {
    c.header("cache-control", "no-cache");
    return c.html(indexHtml);
  });
  return true;
}
