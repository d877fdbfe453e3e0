import { m } from "@i18n/messages";
import type { AppDeps } from "../../app-env";
import { AppError } from "../../lib/errors";
import { createRouter } from "../../lib/openapi";
import { isValidKey, visibilityOf } from "../../storage/keys";
import { PUBLIC_FILES_PATH, type StoredFile } from "../../storage/storage";

/** Where stored files are served; PUBLIC_FILES_PATH lies under it. */
const FILES_ROOT = "/files";

/**
 * Reading public images: anyone, by URL, cached for a year (names are never reused). Private
 * files have no path here: the route that owns each serves it to a session it checks (document
 * links: due-diligence/document-file.routes.ts; verification files: verification.routes.ts).
 */
export function filesRoutes(deps: AppDeps) {
  const router = createRouter();

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
