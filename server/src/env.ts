import path from "node:path";
import { z } from "zod";
import { type S3Settings, s3SettingsOf } from "./env-s3";

// The server's whole configuration, validated once at start. Nothing else reads process.env.

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public address of the app; links in e-mails and OAuth callbacks use it. */
  APP_URL: optionalText,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  /**
   * An S3-compatible bucket for uploaded files instead of <DATA_DIR>/files (needed by several
   * servers: decision 031). Unset: local disk. The S3_* settings below mean nothing without it.
   */
  S3_BUCKET: optionalText,
  /** The store's address (MinIO, Ceph, R2...); unset: AWS S3 itself, in S3_REGION. */
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Both or neither; neither: the AWS SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (endpoint/bucket/key) rather than the host name: MinIO and the like. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** At least 32 characters in production; a development secret is kept under DATA_DIR otherwise. */
  AUTH_SECRET: optionalText,
  /** "off" turns better-auth's rate limits off: only a test run should say so. */
  AUTH_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  /**
   * Messages one user may send per 10 seconds (default 30). Raise it only for load tests such
   * as npm run bench:messaging.
   */
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Trust X-Forwarded-For for the client address (set behind a reverse proxy). */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Kuza <no-reply@kuza.local>"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  /**
   * Whether the first start on a new embedded data dir runs the comprehensive sample-data
   * population and prints the demo logins. Unset: yes in development, no in production (the demo
   * password is public); never when NODE_ENV is test.
   */
  SEED_DEMO: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  /**
   * clamd's socket for scanning document and verification uploads: a unix socket path
   * (/run/clamav/clamd.ctl) or host:port. Unset: files are stored and marked "not scanned".
   */
  CLAMAV_SOCKET: optionalText,
  /** How long clamd may take to connect, take a chunk or give its verdict before the upload is refused (503). */
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** How often each server process removes the stored files no row names (decision 026). */
  ORPHAN_SWEEP_SECONDS: z.coerce.number().int().min(1).max(604_800).default(900),
  /**
   * A document no row names is removed only once it is this old: another server process on the
   * same storage may have written it and be about to commit its row. Keep it far above the
   * longest request; 0 only when no other process shares the storage (tests).
   */
  ORPHAN_FILE_GRACE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(3_600),
  /** An uploaded image that no profile, business or campaign names is removed once it is this old. */
  ORPHAN_IMAGE_GRACE_SECONDS: z.coerce.number().int().min(0).max(2_592_000).default(86_400),
  /**
   * "off": this server enqueues jobs (e-mails, reminders, match notifications) but does not run
   * them; `npm run worker` does, in a process of its own (decision 040). Needs DATABASE_URL.
   */
  JOB_WORKER: z.enum(["on", "off"]).default("on"),
  /** Where the built web app lives; the API alone is served when it is missing. */
  WEB_DIST_DIR: z.string().default("./dist/web"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof ZEnv> & {
  appUrl: string;
  dataDir: string;
  /** The bucket uploaded files go to, or null for local disk (S3_BUCKET unset). */
  s3: S3Settings | null;
  /** Where state-changing requests may come from (our origin check and better-auth's). */
  trustedOrigins: string[];
};

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * APP_URL, and outside production also the loopback names of its port: on a laptop
 * http://127.0.0.1:3000 opens the same server as http://localhost:3000, and refusing every sign-in
 * there only looks broken. Production trusts exactly the public address.
 */
function trustedOriginsOf(nodeEnv: Env["NODE_ENV"], appUrl: string): string[] {
  if (nodeEnv === "production" || !URL.canParse(appUrl)) return [appUrl];
  const url = new URL(appUrl);
  const port = url.port ? `:${url.port}` : "";
  const loopbacks = LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
  return [...new Set([appUrl, ...loopbacks])];
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.AUTH_RATE_LIMIT === "off" && env.NODE_ENV === "production") {
    throw new Error("Invalid configuration:\n  AUTH_RATE_LIMIT: off is refused in production");
  }
  if (env.JOB_WORKER === "off" && !env.DATABASE_URL) {
    // The embedded database is this process's own: no worker process could run the jobs.
    throw new Error("Invalid configuration:\n  JOB_WORKER: off needs DATABASE_URL (PostgreSQL)");
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    ...env,
    appUrl,
    s3: s3SettingsOf(env),
    dataDir: path.resolve(env.DATA_DIR),
    trustedOrigins: trustedOriginsOf(env.NODE_ENV, appUrl),
  };
}
