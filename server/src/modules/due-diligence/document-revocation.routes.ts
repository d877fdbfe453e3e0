import { ZDocumentsAccessAnswerSchema } from "@domain/due-diligence/documents-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { setAllDocumentsAccess, setDocumentAccess } from "./document-revocation.service";

// The founder's revocations (issue 21): one document, or every document of the process.

const TAGS = ["due-diligence"];
const ZId = z.object({ id: z.string() });
const FOUNDER = ["founder"] as const;
const answer = {
  200: jsonResponse(ZDocumentsAccessAnswerSchema, "The process's documents after the change"),
  ...errorResponses(401, 403, 404),
};

const one = (action: "revoke" | "restore") =>
  createRoute({
    method: "post",
    path: `/api/due-diligence/documents/{id}/${action}`,
    tags: TAGS,
    summary:
      action === "revoke"
        ? "Revoke the investor's access to one document (founder of the process): its links stop at once"
        : "Restore the investor's access to one document (founder of the process)",
    request: { params: ZId },
    responses: answer,
  });

const all = (action: "revoke" | "restore") =>
  createRoute({
    method: "post",
    path: `/api/due-diligence/{id}/documents/${action}`,
    tags: TAGS,
    summary:
      action === "revoke"
        ? "Revoke the investor's access to every document of the process, those shared later too (founder)"
        : "Restore the investor's access to every document of the process, each document's own revocation too (founder)",
    request: { params: ZId },
    responses: answer,
  });

export function documentRevocationRoutes(deps: AppDeps) {
  const router = createRouter();
  for (const action of ["revoke", "restore"] as const) {
    const revoked = action === "revoke";
    router.openapi(one(action), async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json(
        await setDocumentAccess(deps.db, { userId: viewer.user.id }, c.req.valid("param").id, revoked),
        200,
      );
    });
    router.openapi(all(action), async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json(
        await setAllDocumentsAccess(deps.db, { userId: viewer.user.id }, c.req.valid("param").id, revoked),
        200,
      );
    });
  }
  return router;
}
