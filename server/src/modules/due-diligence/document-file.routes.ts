import { ZDocumentLinkQuerySchema } from "@domain/due-diligence/documents-schemas";
import type { TProfile } from "@domain/schemas/accounts";
import { createRoute } from "@hono/zod-openapi";
import { getLocale } from "@i18n/runtime";
import type { Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv, Viewer } from "../../app-env";
import { clientIpOf } from "../../auth/client-ip";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses } from "../../lib/openapi";
import { type FileViewer, libraryDocumentFile, processDocumentFile, type ServedFile } from "./document-file.service";

// The bytes behind a document link (issue 21). The link's signature names the document and the
// user it was made for; the session must be that user's, and their access is checked again on
// every request (document-file.service.ts). A browser tab that is refused reads why
// (document-refusal-page.ts), never a file.

const TAGS = ["due-diligence"];
const ZId = z.object({ id: z.string() });
const PARTIES = ["investor", "founder"] as const;

const fileContent = { "application/octet-stream": { schema: z.string() } };

const processFile = createRoute({
  method: "get",
  path: "/api/due-diligence/documents/{id}/file",
  tags: TAGS,
  summary:
    "A shared document's file through its link: only with the session of the party it was made for, while the process is not declined, neither party is banned and (investor) the founder has not revoked access",
  request: { params: ZId, query: ZDocumentLinkQuerySchema },
  responses: {
    200: { description: "The file, as an attachment", content: fileContent },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const libraryFile = createRoute({
  method: "get",
  path: "/api/due-diligence/library/{id}/file",
  tags: TAGS,
  summary: "A library document's file through its link: only with its founder's own session",
  request: { params: ZId, query: ZDocumentLinkQuerySchema },
  responses: {
    200: { description: "The file, as an attachment", content: fileContent },
    ...errorResponses(400, 401, 403, 404),
  },
});

function attachment(served: ServedFile): Response {
  return new Response(served.body, {
    status: 200,
    headers: {
      "content-type": served.contentType,
      "content-length": String(served.size),
      "content-disposition": `attachment; filename="${served.fileName}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}

/** The viewer as the session knows them: the watermark names them in the request's language. */
function fileViewer(c: Context<AppEnv>, deps: AppDeps, viewer: Viewer & { profile: TProfile }): FileViewer {
  return {
    userId: viewer.user.id,
    ip: clientIpOf(c, deps.env.TRUST_PROXY),
    name: viewer.profile.fullName,
    email: viewer.user.email,
    locale: getLocale(),
  };
}

export function documentFileRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(processFile, async (c) => {
      const viewer = requireRole(c, PARTIES);
      return attachment(
        await processDocumentFile(deps, fileViewer(c, deps, viewer), c.req.valid("param").id, c.req.valid("query")),
      );
    })
    .openapi(libraryFile, async (c) => {
      const viewer = requireRole(c, ["founder"]);
      return attachment(
        await libraryDocumentFile(deps, fileViewer(c, deps, viewer), c.req.valid("param").id, c.req.valid("query")),
      );
    });
}

/** The paths of the routes above, for the refusal page mounted before the session check (app.ts). */
export const DOCUMENT_FILE_PATHS = ["/api/due-diligence/documents/:id/file", "/api/due-diligence/library/:id/file"];
