import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientIpOf } from "../../auth/client-ip";
import { InfectedUpload, UploadScannerUnavailable } from "../../storage/clamav/upload-scanner";
import { recordSecurityEvent } from "./record-security-event";

// What the virus scanner refused, for the admins (the security log) and the operators (the log):
// one place for every upload route, after the route has answered 422 or 503 (app.onError has set
// the response and Hono keeps the error in c.error).

export function scannerRefusals(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const error = c.error;
    if (error instanceof UploadScannerUnavailable) {
      deps.logger.warn(`${c.req.method} ${c.req.path}: upload refused, virus scanner unavailable (${error.reason})`);
    }
    if (!(error instanceof InfectedUpload)) return;
    deps.logger.warn(`${c.req.method} ${c.req.path}: upload refused, the virus scanner found ${error.signature}`);
    try {
      await recordSecurityEvent(deps.db, {
        kind: "upload_refused_by_scanner",
        userId: c.get("viewer")?.user.id ?? null,
        ip: clientIpOf(c, deps.env.TRUST_PROXY),
        detail: { signature: error.signature, path: c.req.path },
      });
    } catch (recordError) {
      // The file is refused either way; a lost log row must not turn the 422 into a 500.
      deps.logger.error("could not record upload_refused_by_scanner", { error: String(recordError) });
    }
  };
}
