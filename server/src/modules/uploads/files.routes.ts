import { m } from "@i18n/messages";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses } from "../../lib/openapi";
import { isValidKey, visibilityOf } from "../../storage/keys";
import { PRIVATE_FILES_PATH, PUBLIC_FILES_PATH, type StoredFile } from "../../storage/storage";

/** Where stored files are served; PUBLIC_FILES_PATH lies under it. */
const FILES_ROOT = "/files";

/**
 * Reading stored files. Public images: anyone, by URL, cached for a year (names are never
 * reused). Private files: only with a signed, unexpired link, always as a download.
 */
export function filesRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openAPIRegistry.registerPath({
    method: "get",
    path: PRIVATE_FILES_PATH,
    tags: ["uploads"],
    summary: "Download a private file through a signed URL handed out by the API (it expires)",
    request: { query: z.object({ path: z.string(), expires: z.string(), signature: z.string() }) },
    responses: {
      200: {
        description: "The file, as an attachment",
        content: { "application/octet-stream": { schema: z.string() } },
      },
      ...errorResponses(403, 404),
    },
  });

  router.get(`${PUBLIC_FILES_PATH}/:folder/:name`, async (c) => {
    const key = `${c.req.param("folder")}/${c.req.param("name")}`;
    if (!isValidKey(key) || visibilityOf(key) !== "public") throw new AppError("NOT_FOUND", m.server_noSuchFile());
    const file = await deps.storage.get(key);
    if (!file) throw new AppError("NOT_FOUND", m.server_noSuchFile());
    return fileResponse(file, {
      "content-disposition": "inline",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });

  router.get(PRIVATE_FILES_PATH, async (c) => {
    const key = c.req.query("path") ?? "";
    const expires = c.req.query("expires") ?? "";
    const signature = c.req.query("signature") ?? "";
    if (!deps.storage.verifySignature(key, expires, signature))
      throw new AppError("FORBIDDEN", m.server_downloadLinkInvalid());
    const file = await deps.storage.get(key);
    if (!file) throw new AppError("NOT_FOUND", m.server_noSuchFile());
    const name = key.slice(key.lastIndexOf("/") + 1);
    return fileResponse(file, {
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
    });
  });

  // Anything else under /files is a file that does not exist, never the web app's page (a 200
  // HTML answer would read as a file that is there). Hono's "/files/*" also matches "/files".
  router.all(`${FILES_ROOT}/*`, () => {
    throw new AppError("NOT_FOUND", m.server_noSuchFile());
  });

  return router;
}

function fileResponse(file: StoredFile, headers: Record<string, string>): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "x-content-type-options": "nosniff",
      ...headers,
    },
  });
}
