import type { Locale } from "@domain/i18n/locales";
import type { TProfile } from "@domain/schemas/accounts";
import type { Auth } from "./auth/auth";
import type { Database, DatabaseHandle } from "./db/client";
import type { DataVersions } from "./db/data-versions";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./mail/mailer";
import type { UnsubscribeSigner } from "./mail/unsubscribe-links";
import type { RealtimeHub } from "./realtime/hub";
import type { UploadScanner } from "./storage/clamav/upload-scanner";
import type { BucketProbe } from "./storage/s3/bucket-probe";
import type { LinkSigner } from "./storage/signing";
import type { Storage } from "./storage/storage";

/** What every route may use; built once in app.ts and passed down, never imported as globals. */
export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  storage: Storage;
  /** Whether the S3 bucket answers, for /api/ready; null when files are on local disk. */
  bucket: BucketProbe | null;
  /** clamd for document and verification uploads; null when CLAMAV_SOCKET is not set. */
  scanner: UploadScanner | null;
  /** Signs document links (the auth secret, under a label of its own). */
  links: LinkSigner;
  /** Signs the one-click unsubscribe links of e-mails (the auth secret, under a label of its own). */
  unsubscribe: UnsubscribeSigner;
  /** Live events: LISTENs once per process and feeds the users' event streams. */
  realtime: RealtimeHub;
};

export type Viewer = {
  user: { id: string; email: string; name: string };
  sessionId: string;
  profile: TProfile | null;
  /** The language the user saved; null when they have not chosen (the request's cookie or header decides). */
  locale: Locale | null;
  /** The IANA time zone the user's e-mails show times in; null until the browser's is sent (decision 030). */
  timeZone: string | null;
  /**
   * The data versions that kept answers are keyed on, read in the session's own statement
   * (decision 042); absent when better-auth read the session, and a route then reads them itself.
   */
  dataVersions?: DataVersions;
};

/** Hono's typed context: the signed-in viewer (or null) set by the session middleware. */
export type AppEnv = { Variables: { viewer: Viewer | null } };
