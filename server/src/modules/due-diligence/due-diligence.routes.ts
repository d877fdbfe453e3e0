import type { AppDeps } from "../../app-env";
import { createRouter } from "../../lib/openapi";
import { documentFileRoutes } from "./document-file.routes";
import { documentRevocationRoutes } from "./document-revocation.routes";
import { documentsRoutes } from "./documents.routes";
import { documentsUploadsRoutes } from "./documents-uploads.routes";
import { libraryRoutes } from "./library.routes";
import { meetingsRoutes } from "./meetings.routes";
import { ndaRoutes } from "./nda.routes";
import { processRoutes } from "./process.routes";
import { timelineRoutes } from "./timeline/timeline.routes";

/**
 * Every due-diligence route, mounted in the order they must be matched: the document room and the
 * meetings before the process routes, since `/api/due-diligence/library` and the other fixed
 * paths would otherwise be read as a process id by `/api/due-diligence/{id}`.
 */
export function dueDiligenceRoutes(deps: AppDeps) {
  return createRouter()
    .route("/", libraryRoutes(deps))
    .route("/", documentsRoutes(deps))
    .route("/", documentFileRoutes(deps))
    .route("/", documentRevocationRoutes(deps))
    .route("/", documentsUploadsRoutes(deps))
    .route("/", meetingsRoutes(deps))
    .route("/", ndaRoutes(deps))
    .route("/", timelineRoutes(deps))
    .route("/", processRoutes(deps));
}
