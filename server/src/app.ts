import { PRODUCT_NAME } from "@domain/constants/shell";
import { OpenAPIHono } from "@hono/zod-openapi";
import { m } from "@i18n/messages";
import type { AppDeps, AppEnv } from "./app-env";
import { createAuth, type PasswordHashing } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import { resolveAuthSecret } from "./auth/auth-secret";
import { apiAccessGuard } from "./auth/guards";
import { loadViewer, viewerLocale } from "./auth/session";
import { type DatabaseHandle, openDatabase } from "./db/client";
import type { Env } from "./env";
import { compressJson } from "./lib/compress-json";
import { errorBody, handleUnexpected } from "./lib/errors";
import { checkJsonText } from "./lib/json-text";
import { createLogger, type Logger } from "./lib/logger";
import { renderReferencePage } from "./lib/openapi-reference";
import { refuseNulInUrl } from "./lib/refuse-nul";
import { apiBodyLimit, exceptUploads } from "./lib/request-body";
import { requestLocale } from "./lib/request-locale";
import { noStore, originCheck, securityHeaders } from "./lib/security";
import { mountWeb } from "./lib/static-web";
import { createMailer } from "./mail/mailer";
import { createUnsubscribeSigner } from "./mail/unsubscribe-links";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { businessesRoutes } from "./modules/businesses/businesses.routes";
import { campaignsRoutes } from "./modules/campaigns/campaigns.routes";
import { dealsRoutes } from "./modules/deals/deals.routes";
import { DOCUMENT_FILE_PATHS } from "./modules/due-diligence/document-file.routes";
import { documentRefusalPages } from "./modules/due-diligence/document-refusal-page";
import { dueDiligenceRoutes } from "./modules/due-diligence/due-diligence.routes";
import { foundersRoutes } from "./modules/founders/founders.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { investmentsRoutes } from "./modules/investments/investments.routes";
import { investorsRoutes } from "./modules/investors/investors.routes";
import { landingRoutes } from "./modules/landing/landing.routes";
import { matchingRoutes } from "./modules/matching/matching.routes";
import { messagingRoutes } from "./modules/messaging/messaging.routes";
import { emailPreferencesRoutes } from "./modules/notifications/email-preferences.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { sampleDataRoutes } from "./modules/sample-data/sample-data.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { recordSecurityEvent } from "./modules/security-events/record-security-event";
import { scannerRefusals } from "./modules/security-events/scanner-refusals";
import { filesRoutes } from "./modules/uploads/files.routes";
import { uploadsRoutes } from "./modules/uploads/uploads.routes";
import { verificationRoutes } from "./modules/verification/verification.routes";
import { verificationAdminRoutes } from "./modules/verification/verification-admin.routes";
import { eventsRoutes } from "./realtime/events.routes";
import { createRealtimeHub } from "./realtime/hub";
import { createUploadScanner } from "./storage/clamav/upload-scanner";
import { openStorage } from "./storage/open-storage";
import { createLinkSigner } from "./storage/signing";

/** Opens the database (migrating it) and builds the services every route shares. */
export async function buildDeps(
  env: Env,
  // `database`: an already open handle (tests run two apps over one embedded database with it).
  // `logger`: tests pass one that also records each entry, to assert on what was logged.
  // `passwordHashing`: only the in-process test apps pass one (server/src/testing/); a started
  // server always hashes with better-auth's own scrypt.
  options: {
    memoryDatabase?: boolean;
    database?: DatabaseHandle;
    logger?: Logger;
    passwordHashing?: PasswordHashing;
  } = {},
): Promise<AppDeps> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: options.memoryDatabase ? "memory" : env.dataDir,
    }));
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.dataDir,
    logger,
    logContent: env.NODE_ENV !== "production",
  });
  const secret = resolveAuthSecret(env, { ephemeral: options.memoryDatabase });
  const auth = createAuth({
    db: database.db,
    env,
    mailer,
    secret,
    logger,
    passwordHashing: options.passwordHashing,
    recordSecurityEvent: (event) => recordSecurityEvent(database.db, event),
  });
  // Uploaded files: under <dataDir>/files, or in the S3 bucket when one is configured. Document
  // links are signed with the auth secret.
  const { storage, bucket } = await openStorage(env, logger);
  const links = createLinkSigner(secret);
  const unsubscribe = createUnsubscribeSigner(secret);
  const scanner = createUploadScanner(env.CLAMAV_SOCKET, env.CLAMAV_TIMEOUT_MS);
  if (!scanner) logger.info("CLAMAV_SOCKET is not set: uploaded documents are stored unscanned");
  const realtime = await createRealtimeHub({ database, logger });
  return {
    env,
    database,
    db: database.db,
    auth,
    mailer,
    logger,
    storage,
    bucket,
    scanner,
    links,
    unsubscribe,
    realtime,
  };
}

export function createApp(deps: AppDeps) {
  let draining = false;
  // Handlers still running. A client that gives up closes its socket but not our handler, so
  // shutdown waits for this to reach 0 before it closes the database under them.
  let inFlight = 0;
  const idleWaiters: Array<() => void> = [];
  const app = new OpenAPIHono<AppEnv>();

  // 1. Errors: AppError answers with its status; anything else is logged and answered 500 without a stack.
  //    Every request then runs in its reader's language (cookie, else Accept-Language; a signed-in
  //    user's saved one once step 6 knows them), so errors, e-mails and texts all speak it.
  app.onError(handleUnexpected(deps.logger));
  app.use("*", requestLocale);
  // 2. Security headers on every response, API and pages alike. While draining for shutdown,
  //    every answer also closes its connection, so keep-alive sockets (a reconnecting event
  //    stream, say) cannot hold the server open until the grace period runs out.
  app.use("*", securityHeaders);
  app.use("*", async (c, next) => {
    inFlight += 1;
    try {
      await next();
      if (draining) c.header("connection", "close");
    } finally {
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    }
  });
  // 3. API requests: no-store first, so it also marks the refusals of the middleware below; then
  //    bounded bodies, same-origin for anything that changes state, no NUL in any text, and
  //    JSON bodies in valid UTF-8.
  //    Uploads are exempt from the 1 MB limit: their routes cap the body themselves (5 MB images),
  //    counted while it streams in, after the sign-in check so strangers never get that far.
  app.use("/api/*", noStore);
  // JSON answers over 1 KB go out in brotli or gzip when the client takes them (lib/compress-json).
  app.use("/api/*", compressJson);
  app.use("/api/*", exceptUploads(apiBodyLimit));
  app.use("/api/*", originCheck(deps.env.trustedOrigins));
  app.use("/api/*", refuseNulInUrl);
  app.use("/api/*", exceptUploads(checkJsonText));
  // 4. better-auth owns /api/auth/* (its own session handling, rate limits and origin checks).
  app.route("/api/auth", authRoutes(deps));
  // 5. Probes answer before any session lookup, so a database outage reads as 503, not 500.
  app.route(
    "/",
    healthRoutes(deps, () => draining),
  );
  // 6. Everything else under /api knows its viewer and passes the role table before any route runs.
  //    A document link's refusal, in a browser tab, is a page that says why (even a signed-out 401).
  for (const path of DOCUMENT_FILE_PATHS) app.use(path, documentRefusalPages);
  app.use("/api/*", loadViewer(deps));
  app.use("/api/*", viewerLocale);
  app.use("/api/*", apiAccessGuard);
  // Uploads the virus scanner refused: the security log and the server log (after the answer).
  app.use("/api/*", scannerRefusals(deps));
  // 7. The API's modules.
  app.route("/", accountsRoutes(deps));
  app.route("/", adminRoutes(deps));
  app.route("/", sampleDataRoutes(deps));
  app.route("/", foundersRoutes(deps));
  app.route("/", campaignsRoutes(deps));
  app.route("/", businessesRoutes(deps));
  app.route("/", dealsRoutes(deps));
  app.route("/", landingRoutes(deps));
  app.route("/", investorsRoutes(deps));
  app.route("/", investmentsRoutes(deps));
  app.route("/", matchingRoutes(deps));
  app.route("/", searchRoutes(deps));
  app.route("/", uploadsRoutes(deps));
  app.route("/", messagingRoutes(deps));
  app.route("/", notificationsRoutes(deps));
  app.route("/", emailPreferencesRoutes(deps));
  app.route("/", reportsRoutes(deps));
  app.route("/", dueDiligenceRoutes(deps));
  app.route("/", verificationRoutes(deps));
  app.route("/", verificationAdminRoutes(deps));
  app.route("/", eventsRoutes(deps));
  // Also /files/public/*, which must come before the web app's catch-all below.
  app.route("/", filesRoutes(deps));
  // 8. Its description, generated from the route schemas.
  const openApiInfo = { openapi: "3.1.0", info: { title: PRODUCT_NAME, version: "0.1.0" } };
  app.doc31("/api/openapi.json", openApiInfo);
  app.get("/api/docs", (c) => c.html(renderReferencePage(app.getOpenAPI31Document(openApiInfo) as never)));
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", m.server_noSuchApiRoute()), 404));
  // 9. The web app for every other path.
  const webServed = mountWeb(app, deps.env.WEB_DIST_DIR);
  if (!webServed)
    deps.logger.warn(`no web build in ${deps.env.WEB_DIST_DIR}: serving the API only (run npm run build)`);

  return {
    app,
    /** Resolves once no handler is running (at once if none is). */
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
    startDraining: () => {
      draining = true;
      // Open event streams never end by themselves: close them, or the server never closes.
      deps.realtime.closeStreams();
    },
  };
}
